import { priceDisplayFigures } from "@dealer/core/finance"
import { usePriceDisplayChoice } from "@dealer/react"
import { useEffect } from "react"
import { Link, useLocation, useNavigation, useRouteLoaderData } from "react-router"
import type { loader as rootLoader } from "../../root.tsx"
import { CarCard } from "../car-card.tsx"
import { useHydrated } from "../enquiry/use-hydrated.ts"
import { rememberShownResults } from "./keep-results-on-failure.ts"
import { PriceDisplayToggle } from "./price-display-toggle.tsx"
import { PromoCard } from "./promo-card.tsx"
import { SearchBrandGrid } from "./search-brand-grid.tsx"
import { SearchFacetControl } from "./search-facet-control.tsx"
import { SearchMakeList } from "./search-make-list.tsx"
import type { SearchPageData } from "./search-page-data.ts"
import { SearchPaginationLinks } from "./search-pagination.tsx"
import { SearchRangeForm } from "./search-range-form.tsx"
import { SearchSortForm } from "./search-sort-form.tsx"
import { useSearchTexts } from "./use-search-texts.ts"

const RESULTS_ID = "search-results"

/**
 * A stock search page drawn from core's page view: filters (make list, facets with the site's
 * selector, range forms, "Show Me N cars"), then the count, sort, cards with promos, pages or the
 * empty state, and the brand grid where the route loads one. While a new
 * search loads, or after it failed, the previous results stay on screen.
 */
export function SearchPage({ view }: { readonly view: SearchPageData }) {
  const texts = useSearchTexts()
  const navigation = useNavigation()
  // Which address the drawn results belong to (a hook for tests and styles; it changes with the data).
  const location = useLocation()
  const loading = navigation.state !== "idle"
  // Cash or Finance: kept in local storage, so the choice needs script (without it, cash shows).
  const [priceChoice, choosePrice] = usePriceDisplayChoice(useRouteLoaderData<typeof rootLoader>("root")?.site.slug ?? "site")
  const hydrated = useHydrated()
  useEffect(() => rememberShownResults(view), [view])
  return (
    <main className="search" id="main-content" data-location={`${location.pathname}${location.search}`}>
      <h1 className="search__heading">{view.heading}</h1>
      <aside className="search__filters" aria-label={texts.searchFiltersTitle}>
        <SearchMakeList make={view.make} />
        {view.facetControls.map((control) => (
          <SearchFacetControl key={control.section.name} control={control} />
        ))}
        {view.ranges.map((range) =>
          range.bounds ? (
            <SearchRangeForm
              key={`${range.name}:${range.selected.min}-${range.selected.max}:${view.filterAction}`}
              section={range}
              bounds={range.bounds}
              action={view.filterAction}
              keep={view.rangeKeep[range.name] ?? []}
              quickPicks={view.quickPicks}
            />
          ) : null
        )}
        <a href={`#${RESULTS_ID}`} className="button show-cars">
          {view.countText}
        </a>
      </aside>
      <section
        id={RESULTS_ID}
        className={`search__results${loading ? " search__results--loading" : ""}`}
        aria-label={texts.searchResultsLabel}
        aria-busy={loading}
      >
        <div className="search__toolbar">
          <p className="search__count" aria-live="polite">
            {view.countText}
          </p>
          <SearchSortForm sort={view.sort} action={view.path} />
          {hydrated ? <PriceDisplayToggle choice={priceChoice} onChoose={choosePrice} /> : null}
        </div>
        {loading ? (
          <p className="search__status" role="status">
            {texts.searchLoading}
          </p>
        ) : null}
        {view.failed ? (
          <p className="search__error" role="alert">
            {texts.searchFailed}
          </p>
        ) : null}
        {view.empty ? (
          <div className="empty-card">
            <h2>{view.empty.title}</h2>
            <p>{view.empty.message}</p>
            <Link to={view.empty.href} className="button">
              {view.empty.action}
            </Link>
          </div>
        ) : (
          <div className="card-grid">
            {view.entries.map((entry, index) =>
              entry.kind === "card" ? (
                <CarCard
                  key={entry.card.card.id}
                  card={entry.card.card}
                  {...priceDisplayFigures(priceChoice, entry.card)}
                  repaymentLabel={texts.priceDisplayRepaymentLabel}
                />
              ) : (
                <PromoCard key={`promo-${index}`} promo={entry.promo} />
              )
            )}
          </div>
        )}
        {view.empty ? null : <SearchPaginationLinks pagination={view.pagination} />}
      </section>
      {view.brandGrid ? <SearchBrandGrid grid={view.brandGrid} /> : null}
    </main>
  )
}

/** The head of a search page: title, description, canonical link and Open Graph tags, from core. */
export function searchMeta(view: SearchPageData | undefined) {
  if (!view) return []
  const { meta } = view
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: meta.canonical },
    { property: "og:type", content: "website" },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: meta.canonical },
    { property: "og:site_name", content: meta.siteName }
  ]
}

