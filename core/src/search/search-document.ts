import { isValid, parseISO } from "date-fns"
import { currentPrice, hasListedPrice } from "../pricing/current-price.ts"
import type { Car } from "../stock/car.ts"
import { customRank } from "./custom-rank.ts"
import { lowestPriceSortKey } from "./lowest-price-order.ts"
import { PRICE_BAND_BOUNDS, priceBand, WEEKLY_PRICE_BAND_BOUNDS } from "./price-bands.ts"
import { fieldTokens, identifierKey } from "./search-text.ts"
import type { RangeFilter } from "./stock-query.ts"
import type { FacetName } from "./stock-result.ts"

/**
 * A car as the search index holds it: its facet values, numbers, rank and words, all derived
 * here so every engine (and every test oracle) reads a car the same way.
 */
export interface SearchDocument {
  readonly id: number
  /** Values per facet; most facets have at most one, `categories` and `filtered_features` several. */
  readonly values: { readonly [F in FacetName]: ReadonlyArray<string> }
  /** Values of the numeric facets; `null` when the car has none. */
  readonly numbers: { readonly [R in RangeFilter]: number | null }
  readonly customRank: number
  /** The price the price sorts use (`currentPrice`). */
  readonly sortPrice: number
  /** What Lowest Price sorts by: the price, or `Infinity` for a car without a listed price (`lowestPriceSortKey`). */
  readonly lowestPriceKey: number
  /** A positive car price, which lowest-price-first needs on some sites. */
  readonly hasPositivePrice: boolean
  /** Words of year, make, model, badge, series and colour (prefix and typo matching). */
  readonly words: ReadonlyArray<string>
  /** Words of the stock number and VIN (prefix matching only). */
  readonly codes: ReadonlyArray<string>
  /** The whole stock number and VIN, for an exact match that ranks first. */
  readonly identifiers: ReadonlyArray<string>
  readonly locationId: number | null
  readonly dealershipId: number | null
}

const NONE: ReadonlyArray<string> = /* @__PURE__ */ Object.freeze([])
const one = (value: string | number | null | undefined): ReadonlyArray<string> => {
  const text = value === null || value === undefined ? "" : String(value).trim()
  return text === "" ? NONE : [text]
}
const many = (values: ReadonlyArray<string> | null | undefined) =>
  values === null || values === undefined || values.length === 0
    ? NONE
    : [...new Set(values.map((value) => value.trim()).filter((value) => value !== ""))]
const positive = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null

// An ISO timestamp with its offset names one instant, which the platform parses much faster.
const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/

// The platform rolls 30 February over into March; the ISO rule calls it invalid.
function realDay(iso: string): boolean {
  const day = Number(iso.slice(8, 10))
  if (day <= 28) return true
  const [year, month] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7))]
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

function createdSeconds(car: Car): number | null {
  if (typeof car.created_at_timestamp === "number" && Number.isFinite(car.created_at_timestamp)) {
    return car.created_at_timestamp
  }
  if (ZONED_ISO.test(car.created_at)) {
    const instant = Date.parse(car.created_at)
    if (Number.isFinite(instant) && realDay(car.created_at)) return Math.floor(instant / 1000)
  }
  const created = parseISO(car.created_at)
  return isValid(created) ? Math.floor(created.getTime() / 1000) : null
}

function facetValues(car: Car): SearchDocument["values"] {
  const weekly = positive(car.youxQuote?.weeklyRepaymentAmount)
  return {
    make: one(car.make),
    model: one(car.model),
    make_model: one(car.make_model ?? `${car.make.trim()} ${car.model.trim()}`),
    badge: one(car.badge),
    car_type: car.car_type === "other" ? [] : [car.car_type],
    status: [car.status],
    body: one(car.simple_body ?? car.body),
    fuel: one(car.simple_fuel ?? car.fuel),
    transmission: one(car.simple_transmission ?? car.transmission),
    drive: one(car.drive),
    colour: one(car.colour),
    seats: one(car.seats),
    state: one(car.state ?? car.location?.state),
    city: one(car.city ?? car.location?.city),
    location_name: one(car.location_name ?? car.location?.name),
    dealership_name: one(car.dealership_name),
    tag: one(car.tag),
    certified: [car.certified === true ? "true" : "false"],
    item_type: one(car.item_type),
    categories: many(car.categories),
    filtered_features: many(car.filtered_features),
    year: one(car.year),
    price_range: one(car.price_range ?? (hasListedPrice(car) ? priceBand(currentPrice(car), PRICE_BAND_BOUNDS) : null)),
    weekly_price_range: one(car.weekly_price_range ?? priceBand(weekly, WEEKLY_PRICE_BAND_BOUNDS))
  }
}

/**
 * Derives the search document of a car (section 3, "Facet attributes"): simple body, fuel and
 * transmission before the detailed ones; state, city and location name from the car's location
 * when the car has none; `make_model` as "Make Model"; `certified` as "true"/"false"; price
 * bands from the current price (a placeholder price has none); weekly price from the finance
 * quote; `created_at_timestamp` from `created_at` when the feed sends no timestamp; and
 * `custom_rank` (see `customRank`).
 *
 * @example
 * import { searchDocument } from "@dealer/core/search"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 *
 * searchDocument(car).values.make_model // => ["Toyota Hilux"]
 */
export function searchDocument(car: Car): SearchDocument {
  const words = new Set<string>()
  for (const field of [String(car.year), car.make, car.model, car.badge, car.series, car.colour]) {
    if (field) for (const token of fieldTokens(field)) words.add(token)
  }
  const codes = new Set<string>()
  const identifiers = new Set<string>()
  for (const code of [car.stocknum, car.vin]) {
    if (!code) continue
    for (const token of fieldTokens(code)) codes.add(token)
    const key = identifierKey(code)
    if (key !== "") identifiers.add(key)
  }
  return {
    id: car.id,
    values: facetValues(car),
    numbers: {
      price: currentPrice(car),
      subscription_price: positive(car.subscription_price),
      weekly_price: positive(car.youxQuote?.weeklyRepaymentAmount),
      year: car.year,
      km: car.km,
      created_at_timestamp: createdSeconds(car)
    },
    customRank: customRank(car),
    sortPrice: currentPrice(car),
    lowestPriceKey: lowestPriceSortKey(car),
    hasPositivePrice: car.price > 0,
    words: [...words],
    codes: [...codes],
    identifiers: [...identifiers],
    locationId: car.location_id ?? car.location?.id ?? null,
    dealershipId: car.dealership_id ?? null
  }
}
