import type { Texts } from "../tenant/texts.ts"
import type { StockQuery } from "./stock-query.ts"
import type { StockResult } from "./stock-result.ts"

/** The words for a car, in the singular and plural, as the tenant names them. */
export type VehicleWordTexts = Pick<
  Texts,
  | "vehicleWordCar"
  | "vehicleWordCars"
  | "vehicleWordCaravan"
  | "vehicleWordCaravans"
  | "vehicleWordMotorcycle"
  | "vehicleWordMotorcycles"
  | "vehicleWordTruck"
  | "vehicleWordTrucks"
  | "vehicleWordVehicle"
  | "vehicleWordVehicles"
>

/** The kind a car without an `item_type` is (as `vehicleType` reads it). */
export const CAR_VEHICLE_KIND = "car"
const CAR = CAR_VEHICLE_KIND
/** The kind of a listing that mixes kinds. */
export const MIXED_VEHICLE_KIND = "vehicle"

const kindOf = (value: string) => value.trim().toLowerCase() || CAR

const oneKind = (kinds: ReadonlyArray<string>, fallback: string) => {
  const distinct = [...new Set(kinds)]
  return distinct.length === 0 ? fallback : distinct.length === 1 ? distinct[0]! : MIXED_VEHICLE_KIND
}

/**
 * What a listing's results are: the one `item_type` they share (`caravan`), `vehicle` when they
 * mix kinds, and the site's own kind (`vehicle_kind`, `car` by default) when there are none. A car
 * the feed gives no `item_type` is a car; a shopper's `item_type` selection names the kind itself,
 * since that facet's counts ignore its own selection.
 *
 * @example
 * import { emptyStockQuery, resultVehicleKind } from "@dealer/core/search"
 *
 * resultVehicleKind({ total: 12, facets: { item_type: [{ label: "caravan", value: "caravan", count: 12 }] } }, emptyStockQuery, "car") // => "caravan"
 */
export function resultVehicleKind(
  result: { readonly total: number; readonly facets: Pick<StockResult["facets"], "item_type"> },
  query: Pick<StockQuery, "filters">,
  siteKind: string
): string {
  const selected = query.filters.item_type ?? []
  if (selected.length > 0) return oneKind(selected.map(kindOf), siteKind)
  if (result.total === 0) return siteKind
  const typed = result.facets.item_type.filter((item) => item.count > 0)
  const untyped = result.total - typed.reduce((sum, item) => sum + item.count, 0)
  return oneKind([...typed.map((item) => kindOf(item.value)), ...(untyped > 0 ? [CAR] : [])], siteKind)
}

const WORDS: Readonly<Record<string, readonly [keyof VehicleWordTexts, keyof VehicleWordTexts]>> = {
  car: ["vehicleWordCar", "vehicleWordCars"],
  caravan: ["vehicleWordCaravan", "vehicleWordCaravans"],
  motorcycle: ["vehicleWordMotorcycle", "vehicleWordMotorcycles"],
  truck: ["vehicleWordTruck", "vehicleWordTrucks"],
  vehicle: ["vehicleWordVehicle", "vehicleWordVehicles"]
}

/**
 * The word for `count` vehicles of a kind: "car" for one, "cars" otherwise; the kinds the texts
 * name (car, caravan, motorcycle, truck, vehicle) in the tenant's words, any other as the feed
 * writes it, with an "s" for more than one.
 *
 * @example
 * import { vehiclesWord } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * vehiclesWord("caravan", 12, defaultTexts) // => "caravans"
 * vehiclesWord("car", 1, defaultTexts) // => "car"
 */
export function vehiclesWord(kind: string, count: number, texts: VehicleWordTexts): string {
  const keys = WORDS[kindOf(kind)]
  if (keys) return texts[count === 1 ? keys[0] : keys[1]]
  const word = kindOf(kind)
  return count === 1 ? word : `${word}s`
}

/**
 * The word for many vehicles of a kind as a heading writes it: the tenant's plural with each word
 * capitalised, so a heading follows a tenant's own words ("Caravans", "Motor Homes").
 *
 * @example
 * import { vehiclesHeadingWord } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * vehiclesHeadingWord("caravan", defaultTexts) // => "Caravans"
 * vehiclesHeadingWord("car", defaultTexts) // => "Cars"
 */
export function vehiclesHeadingWord(kind: string, texts: VehicleWordTexts): string {
  return vehiclesWord(kind, 2, texts).replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`)
}

/**
 * Whether a kind is the plain car, which listings and links name without a kind.
 *
 * @example
 * import { isCarKind } from "@dealer/core/search"
 *
 * isCarKind("Car") // => true
 * isCarKind("caravan") // => false
 */
export function isCarKind(kind: string | null | undefined): boolean {
  return kindOf(kind ?? "") === CAR
}
