import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/** The structured address a car's location carries (finance-forms document, section 3). */
export const CarLocationAddress = /* @__PURE__ */ Schema.Struct({
  street: /* @__PURE__ */ Maybe(Schema.String),
  city: /* @__PURE__ */ Maybe(Schema.String),
  state: /* @__PURE__ */ Maybe(Schema.String),
  postcode: /* @__PURE__ */ Maybe(Schema.String),
  place_url: /* @__PURE__ */ Maybe(Schema.String)
})
export type CarLocationAddress = typeof CarLocationAddress.Type

/** Another location the car is also offered from. */
export const DistributionLocation = /* @__PURE__ */ Schema.Struct({
  id: Schema.Finite,
  name: /* @__PURE__ */ Maybe(Schema.String),
  city: /* @__PURE__ */ Maybe(Schema.String)
})
export type DistributionLocation = typeof DistributionLocation.Type

/**
 * The dealer location a car stands at. Older feeds send the address as one line of text, newer
 * ones as a structure; both decode.
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { CarLocation } from "@dealer/core/stock"
 *
 * decodeOrThrow(CarLocation, { id: 4, name: "Metro Toyota", address: { city: "Brisbane" } }, "location")
 */
export const CarLocation = /* @__PURE__ */ Schema.Struct({
  id: Schema.Finite,
  name: Schema.String,
  phone: /* @__PURE__ */ Maybe(Schema.String),
  slug: /* @__PURE__ */ Maybe(Schema.String),
  city: /* @__PURE__ */ Maybe(Schema.String),
  state: /* @__PURE__ */ Maybe(Schema.String),
  address: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Union([Schema.String, CarLocationAddress])),
  distribution_locations: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(DistributionLocation))
})
export type CarLocation = typeof CarLocation.Type

/**
 * A car location's address as one line, whichever form it arrived in.
 *
 * @example
 * import { carLocationAddressLine } from "@dealer/core/stock"
 *
 * carLocationAddressLine({ address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000" } })
 * // => "1 Main St, Brisbane QLD 4000"
 */
export function carLocationAddressLine(location: Pick<CarLocation, "address">): string | null {
  const { address } = location
  if (address === undefined || address === null) return null
  if (typeof address === "string") return address.trim() || null
  const place = [address.city, address.state, address.postcode].filter((part) => part?.trim()).join(" ")
  return [address.street?.trim(), place].filter((part) => Boolean(part)).join(", ") || null
}
