import type { FacetItem } from "./stock-result.ts"

const MERGED = ["new", "demo"] as const
const isMerged = (value: string) => (MERGED as ReadonlyArray<string>).includes(value)

/**
 * The car types a `car_type` selection matches. Where the tenant merges new and demo stock in
 * search filters (section 5), selecting either matches both.
 *
 * @example
 * import { carTypeSelection } from "@dealer/core/search"
 *
 * carTypeSelection(["new"], true) // => ["new", "demo"]
 */
export function carTypeSelection(selected: ReadonlyArray<string>, mergeNewAndDemo: boolean): ReadonlyArray<string> {
  if (!mergeNewAndDemo || !selected.some(isMerged)) return selected
  return [...new Set([...selected.filter((value) => !isMerged(value)), ...MERGED])]
}

/**
 * The `car_type` facet as the tenant shows it: with new and demo merged, one `new` item counts
 * both and `demo` disappears.
 *
 * @example
 * import { mergeCarTypeItems } from "@dealer/core/search"
 *
 * mergeCarTypeItems([{ label: "new", value: "new", count: 3 }, { label: "demo", value: "demo", count: 2 }], true)
 * // => [{ label: "new", value: "new", count: 5 }]
 */
export function mergeCarTypeItems(items: ReadonlyArray<FacetItem>, mergeNewAndDemo: boolean): ReadonlyArray<FacetItem> {
  if (!mergeNewAndDemo) return items
  const merged = items.filter((item) => isMerged(item.value))
  if (merged.length === 0) return items
  const count = merged.reduce((sum, item) => sum + item.count, 0)
  const first = items.findIndex((item) => isMerged(item.value))
  const rest = items.filter((item) => !isMerged(item.value))
  return [...rest.slice(0, first), { label: "new", value: "new", count }, ...rest.slice(first)]
}
