import type { ReactNode } from "react"
import { CountUp } from "./count-up.tsx"
import { SearchFacetControl } from "./search-facet-control.tsx"
import { SearchLocationForm } from "./search-location-form.tsx"
import { SearchMakeList } from "./search-make-list.tsx"
import type { SearchPageData } from "./search-page-data.ts"
import { SearchRangeForm } from "./search-range-form.tsx"
import type { useFilterDrawer } from "./use-filter-drawer.ts"

const TITLE_ID = "search-filters-title"

/**
 * The filters: recent searches, the make list, the place search, the facets with the site's
 * selector and the range forms, then "Show Me N cars". A sidebar on a wide screen; on a phone a
 * drawer (a modal dialog while open) whose "Show Me N cars" stays at its foot with the live count
 * and closes it onto the results. Without script it is a section below the results.
 */
export function SearchFilterPanel({
  id,
  view,
  drawer,
  hydrated,
  resultsId,
  history
}: {
  readonly id: string
  readonly view: SearchPageData
  readonly drawer: ReturnType<typeof useFilterDrawer>
  readonly hydrated: boolean
  readonly resultsId: string
  readonly history: ReactNode
}) {
  const showResults = () => {
    drawer.close("none")
    document.getElementById(resultsId)?.focus({ preventScroll: true })
  }
  return (
    <aside
      id={id}
      ref={drawer.panel}
      className={`search__filters${hydrated ? " search__filters--drawer" : ""}${drawer.open ? " search__filters--open" : ""}`}
      aria-labelledby={TITLE_ID}
      role={drawer.open ? "dialog" : undefined}
      aria-modal={drawer.open ? true : undefined}
      onKeyDown={drawer.keepFocusInside}
      // A filter link or form used in the open drawer keeps it open on the page of results that follows.
      onClickCapture={(event) => {
        if ((event.target as Element).closest("a[href]:not(.show-cars)")) drawer.keepOpenAfterChoice()
      }}
      onSubmitCapture={drawer.keepOpenAfterChoice}
      onChangeCapture={drawer.keepOpenAfterChoice}
    >
      <div className="search__filters-head">
        <h2 id={TITLE_ID} className="search__filters-title">
          {view.filterPanel.title}
        </h2>
        {hydrated ? (
          <button type="button" className="search__filters-close" onClick={() => drawer.close()}>
            {view.filterPanel.closeLabel}
          </button>
        ) : null}
      </div>
      <div className="search__filters-body">
        {history}
        <SearchMakeList make={view.make} />
        <SearchLocationForm key={`${view.location.userLocation ?? ""}|${view.filterAction}`} section={view.location} />
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
      </div>
      <div className="search__filters-foot">
        <a
          href={`#${resultsId}`}
          className="button show-cars"
          onClick={(event) => {
            if (!hydrated) return
            event.preventDefault()
            showResults()
            document.getElementById(resultsId)?.scrollIntoView({ block: "start" })
          }}
        >
          <CountUp view={view.showMe} />
        </a>
      </div>
    </aside>
  )
}
