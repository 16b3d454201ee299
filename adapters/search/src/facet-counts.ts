import type { FacetItem } from "@dealer/core/search"

/**
 * Counts cars per facet value, sorted alphabetically by label (section 5, "Sorting in filters").
 *
 * @example
 * facetCounts(["Kia", "Mazda", "Kia"]) // [{ label: "Kia", value: "Kia", count: 2 }, { label: "Mazda", ... count: 1 }]
 */
export function facetCounts(values: Iterable<string | null | undefined>): ReadonlyArray<FacetItem> {
  const counts = new Map<string, number>()
  for (const value of values) {
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return [...counts]
    .map(([value, count]) => ({ label: value, value, count }))
    .sort((a, b) => a.label.localeCompare(b.label, "en-AU"))
}
