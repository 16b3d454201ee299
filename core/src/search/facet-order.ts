import { priceBandStart } from "./price-bands.ts"
import type { FacetItem, FacetName } from "./stock-result.ts"

type Compare = (a: string, b: string) => number

const collator = /* @__PURE__ */ new Intl.Collator("en-AU", { sensitivity: "base", numeric: true })
// Values equal to the collator ("Kia", "KIA") still need one fixed order, so pages never shuffle.
const alphabetical: Compare = (a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)

const ranked =
  (order: ReadonlyArray<string>): Compare =>
  (a, b) => {
    const rank = (value: string) => (order.includes(value) ? order.indexOf(value) : order.length)
    return rank(a) - rank(b) || alphabetical(a, b)
  }

const numeric =
  (start: (value: string) => number): Compare =>
  (a, b) => {
    const [x, y] = [start(a), start(b)]
    return x === y || (Number.isNaN(x) && Number.isNaN(y))
      ? alphabetical(a, b)
      : Number.isNaN(x)
        ? 1
        : Number.isNaN(y)
          ? -1
          : x - y
  }

const comparators: Partial<Record<FacetName, Compare>> = {
  car_type: /* @__PURE__ */ ranked(["new", "demo", "used"]),
  status: /* @__PURE__ */ ranked(["in_stock", "coming_soon", "sold"]),
  certified: /* @__PURE__ */ ranked(["true", "false"]),
  price_range: /* @__PURE__ */ numeric(priceBandStart),
  weekly_price_range: /* @__PURE__ */ numeric(priceBandStart),
  seats: /* @__PURE__ */ numeric(Number),
  year: /* @__PURE__ */ numeric(Number)
}

/**
 * The order a facet lists its values in (section 5, "Sorting in filters"): makes, models and
 * other names alphabetically; car_type new, demo, used; price bands, seats and years numerically.
 *
 * @example
 * import { compareFacetValues } from "@dealer/core/search"
 *
 * ["used", "new", "demo"].sort(compareFacetValues("car_type")) // => ["new", "demo", "used"]
 */
export function compareFacetValues(facet: FacetName): Compare {
  return comparators[facet] ?? alphabetical
}

/**
 * A facet's items in the order of `compareFacetValues`.
 *
 * @example
 * import { sortFacetItems } from "@dealer/core/search"
 *
 * const items = [{ label: "Toyota", value: "Toyota", count: 12 }, { label: "Ford", value: "Ford", count: 3 }, { label: "Kia", value: "Kia", count: 7 }]
 * sortFacetItems("make", items).map((item) => item.value) // => ["Ford", "Kia", "Toyota"]
 */
export function sortFacetItems(facet: FacetName, items: ReadonlyArray<FacetItem>): ReadonlyArray<FacetItem> {
  const compare = compareFacetValues(facet)
  return [...items].sort((a, b) => compare(a.value, b.value))
}
