import * as Result from "effect/Result"
import type { Texts } from "../tenant/texts.ts"

/** A point in decimal degrees. */
export interface PlaceCoordinates {
  readonly lat: number
  readonly lng: number
}

/** Where a postcode is: its main locality, state and coordinates. */
export interface PostcodePlace extends PlaceCoordinates {
  readonly postcode: string
  readonly locality: string
  readonly state: string
}

/** A dealership the place picker may offer, as the tenant's locations describe it. */
export interface DealershipPlace extends PlaceCoordinates {
  readonly name: string
  readonly locationId: number
  readonly dealershipId: number | null
  readonly slug: string | null
}

/** What the place picker offers for the text typed so far. */
export type PlaceSuggestion =
  | (PlaceCoordinates & {
      readonly kind: "postcode" | "suburb"
      readonly label: string
      readonly postcode: string
      readonly state: string
    })
  | (PlaceCoordinates & { readonly kind: "dealership"; readonly label: string; readonly dealership: DealershipPlace })

/** A postcode the data set does not know (or that is not 4 digits). */
export interface GeocodeError {
  readonly code: "invalid_postcode"
  readonly postcode: string
}

/** Where a postcode is, or why it cannot be placed. */
export type PostcodeLookup = Result.Result<PostcodePlace, GeocodeError>

/**
 * A postcode placed.
 *
 * @example
 * import { postcodeFound } from "@dealer/core/search"
 *
 * postcodeFound({ postcode: "4000", locality: "Brisbane", state: "QLD", lat: -27.47, lng: 153.02 })
 */
export const postcodeFound = (place: PostcodePlace): PostcodeLookup => Result.succeed(place)

/**
 * A postcode that cannot be placed.
 *
 * @example
 * import { Result } from "effect"
 * import { postcodeNotFound } from "@dealer/core/search"
 *
 * postcodeNotFound("9999") // => Result.fail({ code: "invalid_postcode", postcode: "9999" })
 */
export const postcodeNotFound = (postcode: string): PostcodeLookup =>
  Result.fail({ code: "invalid_postcode", postcode })

/** The dealerships matched by name beside the localities, and how many places to suggest. */
export interface PlaceSuggestOptions {
  /** The tenant's dealerships, matched by name beside the localities. */
  readonly dealerships?: ReadonlyArray<DealershipPlace>
  /** At most this many suggestions (default 5). */
  readonly limit?: number
}

/**
 * The port behind "Postcode, city or dealership name" (section 2, Dealership locator) and any
 * postcode lookup: Australian places only (section 5). Implemented by `@dealer/geo` over a
 * bundled locality data set; a hosted maps service could stand behind the same port.
 *
 * @example
 * import { postcodeFound, postcodeNotFound, type Geocoder } from "@dealer/core/search"
 * import { Result } from "effect"
 *
 * const brisbane = { postcode: "4000", locality: "Brisbane", state: "QLD", lat: -27.47, lng: 153.02 }
 * const geocoder: Geocoder = {
 *   geocodePostcode: async (postcode) => (postcode === "4000" ? postcodeFound(brisbane) : postcodeNotFound(postcode)),
 *   suggestPlaces: async () => []
 * }
 *
 * Result.isSuccess(await geocoder.geocodePostcode("4000")) // => true
 */
export interface Geocoder {
  readonly geocodePostcode: (postcode: string) => Promise<PostcodeLookup>
  readonly suggestPlaces: (text: string, options?: PlaceSuggestOptions) => Promise<ReadonlyArray<PlaceSuggestion>>
}

/**
 * The shopper-facing text of a geocoding failure: the postcode message of section 5
 * (`Invalid postcode. Please enter a 4-digit number.`, the forms area's text so one override rewords both).
 *
 * @example
 * import { geocodeErrorMessage } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * geocodeErrorMessage({ code: "invalid_postcode", postcode: "9999" }, defaultTexts)
 */
export function geocodeErrorMessage(_error: GeocodeError, texts: Pick<Texts, "formsPostcodeInvalid">): string {
  return texts.formsPostcodeInvalid
}
