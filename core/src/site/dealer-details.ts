import type { Address, Location } from "../locations/location.ts"
import { locationPhone } from "../locations/location-contact.ts"
import { visibleLocations } from "../locations/location-type-filter.ts"
import { formatPhoneNumber, phoneTelHref } from "../locations/phone-number.ts"
import { uniqueAddressLocations } from "../locations/unique-addresses.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import type { BusinessDetails } from "./business-details.ts"

/** A phone number as shown and as its call link. */
export interface PhoneView {
  readonly number: string
  readonly telHref: string
}

/**
 * The locations the frame and the default pages name: the visible ones, one per physical site.
 *
 * @example
 * import { dealerLocations } from "@dealer/core/site"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * dealerLocations(tenant.locations).map((location) => location.name)
 */
export function dealerLocations<L extends Location>(locations: ReadonlyArray<L>): ReadonlyArray<L> {
  return uniqueAddressLocations(visibleLocations(locations))
}

/**
 * The location that speaks for the dealer: the primary one, else the first listed; null without any.
 *
 * @example
 * import { primaryLocation } from "@dealer/core/site"
 * import { exampleLocation } from "@dealer/core/testing"
 *
 * const locations = [
 *   exampleLocation(21, 201, { name: "Coastal Kia Southport" }),
 *   exampleLocation(22, 201, { name: "Coastal Kia Robina", primary: true, address: { city: "Robina", state: "QLD", postcode: "4226", lat: -28.08, long: 153.38 } })
 * ]
 *
 * primaryLocation(locations)?.name // => "Coastal Kia Robina"
 * primaryLocation([]) // => null
 */
export function primaryLocation<L extends Location>(locations: ReadonlyArray<L>): L | null {
  const listed = dealerLocations(locations)
  return listed.find((location) => location.primary) ?? listed[0] ?? null
}

/**
 * A phone number for display and calling.
 *
 * @example
 * import { phoneView } from "@dealer/core/site"
 *
 * phoneView("+61755502021") // => { number: "07 5550 2021", telHref: "tel:0755502021" }
 */
export function phoneView(raw: string): PhoneView {
  return { number: formatPhoneNumber(raw), telHref: phoneTelHref(raw) }
}

/**
 * A location's phone (see `locationPhone`) for display and calling; null when it has none.
 *
 * @example
 * import { locationPhoneView } from "@dealer/core/site"
 *
 * locationPhoneView({ contact_detail: { phone: "0755502021", opening_hours: [] } }) // => { number: "07 5550 2021", telHref: "tel:0755502021" }
 * locationPhoneView({ phone: null }) // => null
 */
export function locationPhoneView(location: Pick<Location, "contact_detail" | "phone">): PhoneView | null {
  const raw = locationPhone(location)
  return raw === null ? null : phoneView(raw)
}

/**
 * An address on one line.
 *
 * @example
 * import { addressLine } from "@dealer/core/site"
 *
 * addressLine({ street: "95 Ferry Road", city: "Southport", state: "QLD", postcode: "4215", lat: 0, long: 0 })
 * // => "95 Ferry Road, Southport QLD 4215"
 */
export function addressLine(address: Address): string {
  const place = `${address.city} ${address.state} ${address.postcode}`
  const street = address.street?.trim()
  return street ? `${street}, ${place}` : place
}

/**
 * Who the shopper deals with: the registered name trading as the site's name, or the site's name.
 *
 * @example
 * import { businessName } from "@dealer/core/site"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * businessName("Coastal Kia", { legal_name: "Gold Coast Motors Pty Ltd" }, defaultTexts) // => "Gold Coast Motors Pty Ltd (trading as Coastal Kia)"
 */
export function businessName(
  name: string,
  business: Pick<BusinessDetails, "legal_name">,
  texts: Pick<Texts, "defaultPagesTradingAs">
): string {
  const legalName = business.legal_name?.trim()
  return legalName && legalName !== name ? fillText(texts.defaultPagesTradingAs, { legalName, name }) : name
}

/** A location's licence, as the footer and the legal pages name it. */
export interface LicenceView {
  readonly kind: "dealer" | "repairer"
  readonly number: string
}

/**
 * The licences a location shows: its motor dealer licence and its motor vehicle repairer licence.
 *
 * @example
 * import { locationLicences } from "@dealer/core/site"
 *
 * locationLicences({ dealer_license_number: "3420931" }) // => [{ kind: "dealer", number: "3420931" }]
 */
export function locationLicences(
  location: Pick<Location, "dealer_license_number" | "motor_vehicle_repairer">
): ReadonlyArray<LicenceView> {
  const dealer = location.dealer_license_number?.trim()
  const repairer = location.motor_vehicle_repairer?.trim()
  return [
    ...(dealer ? [{ kind: "dealer" as const, number: dealer }] : []),
    ...(repairer ? [{ kind: "repairer" as const, number: repairer }] : [])
  ]
}
