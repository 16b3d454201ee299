import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/** An Australian Business Number: 11 digits, spaced or not. */
const Abn = /* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/))
const EmailAddress = /* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/))

/**
 * The business behind a dealer site: who the shopper deals with, in the footer and the default
 * About Us, Privacy Policy and Terms and Conditions pages. The dealer licence numbers are each
 * location's own (`dealer_license_number`, `motor_vehicle_repairer`).
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { BusinessDetails } from "@dealer/core/site"
 *
 * decodeOrThrow(BusinessDetails, { legal_name: "Coastal Kia Pty Ltd", abn: "12 345 678 901" }, "business")
 */
export const BusinessDetails = /* @__PURE__ */ Schema.Struct({
  /** The registered name, when the site's name is a trading name. */
  legal_name: /* @__PURE__ */ Maybe(Schema.NonEmptyString),
  abn: /* @__PURE__ */ Maybe(Abn),
  /** Where shoppers ask what is held about them, or for its deletion; the primary location's phone otherwise. */
  privacy_email: /* @__PURE__ */ Maybe(EmailAddress)
})
export type BusinessDetails = typeof BusinessDetails.Type

/**
 * An ABN as it is printed: 2-3-3-3 digits.
 *
 * @example
 * import { formatAbn } from "@dealer/core/site"
 *
 * formatAbn("12345678901") // => "12 345 678 901"
 */
export function formatAbn(abn: string): string {
  const digits = abn.replace(/\D/g, "")
  return digits.length === 11 ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}` : abn.trim()
}
