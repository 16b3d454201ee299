import { currentPrice } from "@dealer/core/pricing"
import type { StockQuery } from "@dealer/core/search"
import type { Car } from "@dealer/core/stock"
import { matchesText } from "./text-match.ts"

export interface IndexedCar {
  readonly car: Car
  readonly words: ReadonlyArray<string>
}

type Facet = "make" | "model" | "carType"

const inList = (selected: ReadonlyArray<string>, value: string) =>
  selected.length === 0 || selected.includes(value)

/**
 * Whether a car passes the query's filters, optionally ignoring one facet's own selection
 * (disjunctive facets: a shopper who picked Toyota still sees how many Mazdas there are).
 */
export function passesFilters(entry: IndexedCar, query: StockQuery, ignore?: Facet): boolean {
  const { car } = entry
  if (ignore !== "make" && !inList(query.make, car.make)) return false
  if (ignore !== "model" && !inList(query.model, car.model)) return false
  if (ignore !== "carType" && !inList(query.carType, car.car_type)) return false
  const price = currentPrice(car)
  if (query.price.min !== null && price < query.price.min) return false
  if (query.price.max !== null && price > query.price.max) return false
  return query.query === "" || matchesText(entry.words, query.query)
}
