import type { Texts } from "../tenant/texts.ts"
import type { DeliveryZone } from "./delivery-zone.ts"
import { greatCircleDistanceKm, type GeoPoint } from "./great-circle-distance.ts"

/** A delivery price for a region (000 section 3, "Delivery estimate"). */
export interface DeliveryQuote {
  readonly price: number
  readonly name: string
}

/** A delivery quote for a postcode, or why there is none, with its message. */
export type DeliveryEstimate =
  | ({ readonly found: true } & DeliveryQuote)
  | { readonly found: false; readonly reason: "postcode-not-found" | "no-estimate"; readonly message: string }

type EstimateTexts = Pick<Texts, "deliveryNoEstimate" | "locatorPostcodeNotFound">

/**
 * The band rule: the price and name of the nearest band that reaches `distanceKm`; the spec's
 * no-estimate message when none does, or when the distance is not a non-negative number.
 *
 * @example
 * import { defaultDeliveryZones, deliveryPriceFor } from "@dealer/core/locations"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * deliveryPriceFor(120, defaultDeliveryZones, defaultTexts) // => { found: true, price: 349, name: "Regional" }
 */
export function deliveryPriceFor(
  distanceKm: number,
  zones: ReadonlyArray<DeliveryZone>,
  texts: Pick<Texts, "deliveryNoEstimate">
): DeliveryEstimate {
  const zone =
    Number.isFinite(distanceKm) && distanceKm >= 0
      ? [...zones].sort((a, b) => a.up_to_km - b.up_to_km).find((candidate) => distanceKm <= candidate.up_to_km)
      : undefined
  return zone === undefined
    ? { found: false, reason: "no-estimate", message: texts.deliveryNoEstimate }
    : { found: true, price: zone.price, name: zone.name }
}

/** What a delivery estimate is worked out from: where the postcode is, where the car is, and the zones. */
export interface DeliveryEstimateInput {
  /** Where the geocoder placed the postcode; null when it found nothing. */
  readonly destination: GeoPoint | null
  /** The car's location. */
  readonly origin: GeoPoint
  readonly zones: ReadonlyArray<DeliveryZone>
}

/**
 * The delivery calculator's answer for a geocoded postcode: `Invalid postcode` when the geocoder
 * found nothing (001 section 8), else the band of the great-circle distance from the car.
 *
 * @example
 * import { defaultDeliveryZones, deliveryEstimate } from "@dealer/core/locations"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const origin = { lat: -27.97, long: 153.41 }
 *
 * // A postcode the geocoder could not place:
 * deliveryEstimate({ destination: null, origin, zones: defaultDeliveryZones }, defaultTexts)
 * // => { found: false, reason: "postcode-not-found", message: "Invalid postcode" }
 */
export function deliveryEstimate(input: DeliveryEstimateInput, texts: EstimateTexts): DeliveryEstimate {
  if (input.destination === null) {
    return { found: false, reason: "postcode-not-found", message: texts.locatorPostcodeNotFound }
  }
  return deliveryPriceFor(greatCircleDistanceKm(input.origin, input.destination), input.zones, texts)
}
