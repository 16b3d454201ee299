import type { AutoGaugeResponse } from "../gauge/auto-gauge-response.ts"
import { AUTOGRAB_MIN_PRICE, isAutograbEligible } from "../gauge/autograb-eligibility.ts"
import { currentPrice } from "../pricing/current-price.ts"
import { isAvailable } from "../stock/availability.ts"
import type { Car } from "../stock/car.ts"

/** Comparable cars are the same make and model built within this many years of the car. */
export const GAUGE_COMPARABLE_YEARS = 2
/** Fewer comparable cars than this say nothing about the market without the valuation's average. */
export const GAUGE_MIN_COMPARABLES = 3

type GaugeCar = Pick<
  Car,
  "id" | "make" | "model" | "year" | "status" | "sold" | "reserved" | "price" | "offer_price" | "autograb_data"
>

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The stock a car's market range is read from: other available cars of the same make and model,
 * built within 2 years of it, with a price the valuation would accept (above 200).
 *
 * @example
 * import { comparableCars } from "@dealer/core/platform"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const hilux2022 = exampleCar()
 * const stock = [
 *   exampleCar({ id: 2, year: 2021 }),
 *   exampleCar({ id: 3, year: 2024 }),
 *   exampleCar({ id: 4, year: 2018 }),
 *   exampleCar({ id: 5, make: "Ford", model: "Ranger" })
 * ]
 *
 * comparableCars(hilux2022, stock).map((car) => car.year) // => [2021, 2024]
 */
export function comparableCars<
  C extends Pick<Car, "id" | "make" | "model" | "year" | "status" | "price" | "offer_price">
>(car: Pick<Car, "id" | "make" | "model" | "year">, candidates: ReadonlyArray<C>): ReadonlyArray<C> {
  return candidates.filter(
    (candidate) =>
      candidate.id !== car.id &&
      same(candidate.make, car.make) &&
      same(candidate.model, car.model) &&
      Math.abs(candidate.year - car.year) <= GAUGE_COMPARABLE_YEARS &&
      isAvailable(candidate) &&
      currentPrice(candidate) > AUTOGRAB_MIN_PRICE
  )
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0

/** The value at fraction `p` of sorted numbers, interpolating between neighbours. */
function quantile(sorted: ReadonlyArray<number>, p: number): number {
  const position = (sorted.length - 1) * p
  const below = sorted[Math.floor(position)] ?? 0
  const above = sorted[Math.ceil(position)] ?? below
  return below + (above - below) * (position - Math.floor(position))
}

const toHundred = (value: number) => Math.round(value / 100) * 100
const twoDecimals = (value: number) => Math.round(value * 100) / 100

/**
 * The market-price gauge's figures for a car (stock document section 3, "Auto gauge response"),
 * from the valuation's average market price (the state's, else the national) and the prices of
 * comparable stock: the range spans at least 5% either side of the market price (the valuation's,
 * else the comparables' median; 7.5% when only the valuation speaks) and the middle half of the
 * comparable prices, to the nearest $100; `fill` is where the car's price sits in it, 1 at the
 * bottom (the best deal) and 0 at or above the top; confidence grows with each source (0.5 for
 * the valuation, 0.2 without it, plus 0.1 per comparable up to 5). `null` ("No data returned")
 * when the car cannot be valued (`isAutograbEligible`) or neither source says enough. Whether the
 * gauge then shows is the gauge area's rule (`visibleAutoGauge`).
 *
 * @example
 * import { marketGauge } from "@dealer/core/platform"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 *
 * marketGauge({ ...car, price: 30000, autograb_data: { average_market_price: 32000, state_average_market_price: null } }, [])
 * // => { fill: 0.92, listing_price: 30000, market_range_min: 29600, market_range_max: 34400, confidence: 0.5, description: null }
 */
export function marketGauge(car: GaugeCar, comparablePrices: ReadonlyArray<number>): AutoGaugeResponse | null {
  if (!isAutograbEligible(car)) return null
  const listing = currentPrice(car)
  const valuation = [car.autograb_data?.state_average_market_price, car.autograb_data?.average_market_price].find(
    positive
  )
  const prices = comparablePrices.filter(positive).sort((a, b) => a - b)
  const enoughStock = prices.length >= GAUGE_MIN_COMPARABLES
  if (valuation === undefined && !enoughStock) return null
  const centre = valuation ?? quantile(prices, 0.5)
  const margin = enoughStock ? 0.05 : 0.075
  const low = toHundred(Math.min(centre * (1 - margin), ...(enoughStock ? [quantile(prices, 0.25)] : [])))
  const high = toHundred(Math.max(centre * (1 + margin), ...(enoughStock ? [quantile(prices, 0.75)] : [])))
  const fill = high > low ? Math.min(1, Math.max(0, (high - listing) / (high - low))) : listing <= low ? 1 : 0
  const confidence = (valuation === undefined ? 0.2 : 0.5) + 0.1 * Math.min(prices.length, 5)
  return {
    fill: twoDecimals(fill),
    listing_price: listing,
    market_range_min: low,
    market_range_max: high,
    confidence: twoDecimals(Math.min(confidence, 0.95)),
    description: null
  }
}
