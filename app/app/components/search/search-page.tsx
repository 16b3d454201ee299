import { priceDisplayFigures } from "@dealer/core/finance"
import { ToastProvider, ToastRegion, usePriceDisplayChoice } from "@dealer/react"
import { useEffect } from "react"
import { Link, useLocation, useNavigation, useRouteLoaderData } from "react-router"
import type { loader as rootLoader } from "../../root.tsx"
import { CarCard } from "../car-card.tsx"
import "../../styles/watchlist.css"
import { useHydrated } from "../enquiry/use-hydrated.ts"
import { AppliedFilterChips } from "./applied-filter-chips.tsx"
import { CardWatchlistSave, preloadCardWatchlistSave } from "./card-watchlist-save.tsx"
import { CountUp } from "./count-up.tsx"
import { KeywordSearchBox } from "./keyword-search-box.tsx"
import { keepResultsOnFailure, rememberShownResults } from "./keep-results-on-failure.ts"
import { PriceDisplayToggle } from "./price-display-toggle.tsx"
import { PromoCard } from "./promo-card.tsx"
import { SearchBrandGrid } from "./search-brand-grid.tsx"
import { SearchFilterPanel } from "./search-filter-panel.tsx"
import { SearchHistory } from "./search-history.tsx"
import type { SearchPageData } from "./search-page-data.ts"
import { SearchPaginationLinks } from "./search-pagination.tsx"
import { SearchSortForm } from "./search-sort-form.tsx"
import { useFilterDrawer } from "./use-filter-drawer.ts"
import { useSearchTexts } from "./use-search-texts.ts"
import { useSearchViewEvent } from "./use-search-view-event.ts"

const RESULTS_ID = "search-results"
/** The results a wide screen shows in its first row: their photos load at once, the rest as they scroll near. */
const CARDS_BEFORE_SCROLLING = 3
const FILTERS_ID = "search-filters"

/**
 * A stock search page drawn from core's page view, results first: the heading, the keyword box,
 * the count with the sort (and, on a phone, the Filters button), the applied filters as chips,
 * the cards with promos, numbered pages or the empty state; then the filters (a sidebar on a wide
 * screen, a drawer with the live "Show Me N cars" on a phone, below the results without script)
 * and the brand grid where the route loads one. While a new search loads, or after it failed,
 * the previous results stay on screen.
 */
export function SearchPage({ view }: { readonly view: SearchPageData }) {
  return (
    <ToastProvider>
      <SearchPageBody view={view} />
      <ToastRegion className="search-toasts" dismissLabel={view.watchlist.toastDismiss} />
    </ToastProvider>
  )
}

function SearchPageBody({ view }: { readonly view: SearchPageData }) {
  const texts = useSearchTexts()
  const navigation = useNavigation()
  // Which address the drawn results belong to (a hook for tests and styles; it changes with the data).
  const location = useLocation()
  const loading = navigation.state !== "idle"
  const slug = useRouteLoaderData<typeof rootLoader>("root")?.site.slug ?? "site"
  // Cash or Finance: kept in local storage, so the choice needs script (without it, cash shows).
  const [priceChoice, choosePrice] = usePriceDisplayChoice(slug)
  const hydrated = useHydrated()
  const drawer = useFilterDrawer(location.key)
  useEffect(() => rememberShownResults(view), [view])
  useSearchViewEvent()
  const applied = view.chips.chips.length
  return (
    <main className="search" id="main-content" data-location={`${location.pathname}${location.search}`}>
      <div className="search__main">
        <h1 className="search__heading">{view.heading}</h1>
        <KeywordSearchBox
          key={`${view.keyword.action}?${view.keyword.query}`}
          className="search__keyword"
          action={view.keyword.action}
          keep={view.keyword.keep}
          query={view.keyword.query}
        />
        <div className="search__toolbar">
          <p className="search__count" aria-live="polite">
            <CountUp view={view.resultCount} />
          </p>
          <a
            ref={drawer.opener}
            href={`#${FILTERS_ID}`}
            className="search__filters-button"
            // Without script the link jumps to the filters below the results; with it, it opens the drawer.
            role={hydrated ? "button" : undefined}
            aria-controls={hydrated ? FILTERS_ID : undefined}
            aria-expanded={hydrated ? drawer.open : undefined}
            onClick={(event) => {
              if (!hydrated) return
              event.preventDefault()
              drawer.show()
            }}
            // As a button it answers Space too.
            onKeyDown={(event) => {
              if (!hydrated || event.key !== " ") return
              event.preventDefault()
              drawer.show()
            }}
          >
            {view.filterPanel.openLabel}
            {applied > 0 ? <span className="search__filters-count">{applied}</span> : null}
          </a>
          <SearchSortForm sort={view.sort} action={view.path} />
          <PriceDisplayToggle choice={priceChoice} onChoose={choosePrice} ready={hydrated} />
        </div>
        <AppliedFilterChips filters={view.chips} />
        <section
          id={RESULTS_ID}
          tabIndex={-1}
          className={`search__results${loading ? " search__results--loading" : ""}`}
          aria-label={texts.searchResultsLabel}
          aria-busy={loading}
        >
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
                    lenders={entry.card.lenders}
                    lenderTexts={view.financeDisclaimer}
                    imageLoading={index < CARDS_BEFORE_SCROLLING ? "eager" : "lazy"}
                    save={
                      <CardWatchlistSave
                        watchlist={view.watchlist}
                        carId={entry.card.card.id}
                        name={entry.card.card.title}
                        available={entry.card.card.available}
                        currentPage={`${location.pathname}${location.search}`}
                        event={entry.card.favouriteEvent}
                      />
                    }
                  />
                ) : (
                  <PromoCard key={`promo-${index}`} promo={entry.promo} />
                )
              )}
            </div>
          )}
          {view.empty ? null : <SearchPaginationLinks pagination={view.pagination} />}
        </section>
      </div>
      <SearchFilterPanel
        id={FILTERS_ID}
        view={view}
        drawer={drawer}
        hydrated={hydrated}
        resultsId={RESULTS_ID}
        history={hydrated ? <SearchHistory history={view.history} slug={slug} /> : null}
      />
      {view.brandGrid ? <SearchBrandGrid grid={view.brandGrid} /> : null}
    </main>
  )
}

/**
 * A search page's client loader (a move from another page or another search; hydration runs none):
 * the server's answer, or the previous results when the search fails (`keepResultsOnFailure`),
 * and, fetched alongside, the code of the cards' save controls, so the cards show with them.
 */
export async function searchPageClientLoader(load: () => Promise<SearchPageData>): Promise<SearchPageData> {
  const [view] = await Promise.all([
    keepResultsOnFailure(load),
    // Without it the controls load as they render, after the cards.
    preloadCardWatchlistSave().catch(() => undefined)
  ])
  return view
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
