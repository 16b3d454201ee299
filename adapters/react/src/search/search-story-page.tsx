import { emptyStockQuery, type StockQuery, type StockResult } from "@dealer/core/search"
import type { CarCardView } from "@dealer/core/stock"
import { exampleTenant } from "@dealer/core/testing"
import { useEffect, useRef, useState } from "react"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { RangeSliderPair } from "./range-slider-pair.tsx"
import { SearchFacetList } from "./search-facet-list.tsx"
import { SearchPagination } from "./search-pagination.tsx"
import { SearchResults } from "./search-results.tsx"
import { SearchSortSelect } from "./search-sort-select.tsx"
import { storySearch } from "./search-story-stock.ts"
import { SearchTextBox } from "./search-text-box.tsx"
import { ShowCarsButton } from "./show-cars-button.tsx"
import { useStockSearch, type StockSearchHookApi } from "./use-stock-search.ts"

export const storyPath = "/search/new-used-and-demo-cars"

/** Searches that answer the way a story needs. */
export const storySearches = {
  /** The small yard, after a short wait so the busy state shows. */
  yard: (query: StockQuery) =>
    new Promise<StockResult>((resolve) => setTimeout(() => resolve(storySearch(query)), 600)),
  never: () => new Promise<never>(() => undefined),
  down: () => Promise.reject(new Error("Search service unavailable"))
} as const

function StoryCard({ card }: { readonly card: CarCardView }) {
  return (
    <article className="car-card">
      <h3 className="car-card__title">{card.title}</h3>
      <p className="price">{card.price.text}</p>
    </article>
  )
}

export interface SearchStoryProps {
  readonly query?: StockQuery
  readonly search?: (query: StockQuery) => Promise<StockResult>
  readonly navigate?: (href: string, options: { readonly replace: boolean }) => void
  /** Cars per page of the server's first answer. */
  readonly pageSize?: number
  /** What the shopper does once the page is shown. */
  readonly then?: (search: StockSearchHookApi) => void
}

function SearchStoryPage(props: SearchStoryProps) {
  const { query = emptyStockQuery, search = storySearches.yard, navigate = () => undefined, then } = props
  const [result] = useState(() => storySearch(query, props.pageSize))
  const flow = useStockSearch({ path: storyPath, query, result }, { search, navigate })
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    then?.(flow)
  }, [])
  return (
    <main className="search">
      <aside className="search__filters">
        <SearchTextBox search={flow} />
        {flow.listing?.ranges.map((section) => (
          <RangeSliderPair key={section.name} section={section} setRange={flow.setRange} />
        ))}
        <SearchFacetList search={flow} />
        <ShowCarsButton search={flow} resultsId="results" onShow={() => document.getElementById("results")?.focus()} />
      </aside>
      <SearchSortSelect search={flow} />
      <SearchResults id="results" search={flow} renderCard={(card) => <StoryCard card={card} />} />
      <SearchPagination search={flow} />
    </main>
  )
}

/**
 * A search page over the story yard, driven by the real search flow.
 *
 * @example
 * export const Loading: Story = () => <SearchStory search={storySearches.never} then={(search) => search.toggleFacet("make", "Kia")} />
 */
export function SearchStory(props: SearchStoryProps) {
  return (
    <TenantProvider tenant={exampleTenant()}>
      <SearchStoryPage {...props} />
    </TenantProvider>
  )
}
