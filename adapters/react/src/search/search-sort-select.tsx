import { SORT_OPTIONS, type SortBy, type StockSearchApi } from "@dealer/core/search"
import { useId } from "react"

const isSortBy = (value: string): value is SortBy => (SORT_OPTIONS as ReadonlyArray<string>).includes(value)

/**
 * The labelled sort menu (Most Relevant, Latest, Highest Price, Lowest Price); a choice searches at once.
 *
 * @example
 * <SearchSortSelect search={search} />
 */
export function SearchSortSelect({ search }: { readonly search: StockSearchApi }) {
  const id = useId()
  if (!search.listing) return null
  const { sort } = search.listing
  return (
    <div className="search-sort">
      <label htmlFor={id}>{sort.label}</label>{" "}
      <select
        id={id}
        value={search.query.sortBy}
        onChange={(event) => {
          const value = event.currentTarget.value
          if (isSortBy(value)) search.setSort(value)
        }}
      >
        {sort.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
