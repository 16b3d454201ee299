import type { StockSearchApi } from "@dealer/core/search"
import { useTenant } from "../tenant/tenant-provider.tsx"

/**
 * The listing's search box: the results follow 300 ms after the last keystroke.
 *
 * @example
 * <SearchTextBox search={search} />
 */
export function SearchTextBox({ search }: { readonly search: StockSearchApi }) {
  const { texts } = useTenant()
  return (
    <input
      type="search"
      className="search-box"
      aria-label={texts.searchBoxLabel}
      value={search.query.query}
      onChange={(event) => search.setText(event.currentTarget.value)}
    />
  )
}
