import { searchHeading } from "@dealer/core/search"
import type { CarCardView } from "@dealer/core/stock"
import type { ReactNode } from "react"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { SearchEmptyState } from "./search-empty-state.tsx"
import type { StockSearchHookApi } from "./use-stock-search.ts"

export interface SearchResultsProps {
  readonly search: StockSearchHookApi
  /** Draws one car card (the app's card component). */
  readonly renderCard: (card: CarCardView) => ReactNode
  readonly id?: string
}

/**
 * The results region: the cards (or the empty state with Clear Filters), marked busy while a search
 * runs, and a failed search's message with a retry button above the previous results, which stay.
 *
 * @example
 * <SearchResults id="results" search={search} renderCard={(card) => <CarCard card={card} />} />
 */
export function SearchResults({ search, renderCard, id }: SearchResultsProps) {
  const tenant = useTenant()
  const { texts } = tenant
  const { listing, loading, error } = search
  // Before the first answer the region is named for the site's own kind of vehicle.
  const label = listing?.title ?? searchHeading({ kind: "all" }, texts, tenant.search.vehicle_kind)
  return (
    <section id={id} className="search-results" aria-busy={loading} aria-label={label}>
      {error ? (
        <div role="alert" className="search-results__error">
          <p>{error}</p>
          <button type="button" onClick={search.retry}>
            {texts.searchRetry}
          </button>
        </div>
      ) : null}
      {listing?.empty ? (
        <SearchEmptyState empty={listing.empty} onClear={search.clearFilters} />
      ) : (
        <ul className="card-grid">
          {listing?.cards.map((card) => (
            <li key={card.id}>{renderCard(card)}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
