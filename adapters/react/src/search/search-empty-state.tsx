import type { SearchListingView } from "@dealer/core/search"

/**
 * The "No Results Available" card with its message and the Clear Filters button.
 *
 * @example
 * {search.listing?.empty ? <SearchEmptyState empty={search.listing.empty} onClear={search.clearFilters} /> : null}
 */
export function SearchEmptyState({
  empty,
  onClear
}: {
  readonly empty: NonNullable<SearchListingView["empty"]>
  readonly onClear: () => void
}) {
  return (
    <div className="empty-card">
      <h2>{empty.title}</h2>
      <p>{empty.message}</p>
      <button type="button" className="button" onClick={onClear}>
        {empty.action}
      </button>
    </div>
  )
}
