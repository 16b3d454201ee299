import type { SortBy } from "@dealer/core/search"
import type { Car } from "@dealer/core/stock"
import { currentPrice } from "@dealer/core/pricing"

type Compare = (a: Car, b: Car) => number

const byId: Compare = (a, b) => a.id - b.id
const byNewest: Compare = (a, b) => b.created_at.localeCompare(a.created_at)

const comparators: Readonly<Record<SortBy, Compare>> = {
  // Relevance without a text query: the freshest stock first, as dealers rank it.
  relevance: byNewest,
  latest: byNewest,
  price_desc: (a, b) => currentPrice(b) - currentPrice(a),
  price_asc: (a, b) => currentPrice(a) - currentPrice(b)
}

/** Sorts a copy of the cars; ties fall back to id so pages never shuffle between requests. */
export function sortCars(cars: ReadonlyArray<Car>, sortBy: SortBy): Array<Car> {
  const compare = comparators[sortBy]
  return [...cars].sort((a, b) => compare(a, b) || byId(a, b))
}
