import type { Location } from "./location.ts"
import { locationPhone } from "./location-contact.ts"

type Addressed = Pick<Location, "address" | "contact_detail" | "phone">

const key = (value: string | null | undefined) => value?.trim().toLowerCase().replace(/\s+/g, " ") || null

/**
 * Locations with one entry per physical site (001 section 5): a location is dropped when an earlier
 * one shares its phone digits, its street or its place_id. Missing values never match.
 *
 * @example
 * import { uniqueAddressLocations } from "@dealer/core/locations"
 * import { exampleLocation } from "@dealer/core/testing"
 *
 * const address = { street: "1 Ferry Rd", city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.41 }
 * const salesYard = exampleLocation(1, 1, { address })
 * const serviceSameStreet = exampleLocation(2, 1, { location_type: "service", address })
 * const otherSuburb = exampleLocation(3, 1, { address: { ...address, street: "5 Bundall Rd", city: "Bundall", postcode: "4217" } })
 *
 * uniqueAddressLocations([salesYard, serviceSameStreet, otherSuburb]) // => [salesYard, otherSuburb]
 */
export function uniqueAddressLocations<L extends Addressed>(locations: ReadonlyArray<L>): ReadonlyArray<L> {
  const seen = { phone: new Set<string>(), street: new Set<string>(), place: new Set<string>() }
  return locations.filter((location) => {
    const phone = locationPhone(location)?.replace(/\D/g, "") || null
    const street = key(location.address.street)
    const place = key(location.address.place_id)
    const duplicate =
      (phone !== null && seen.phone.has(phone)) ||
      (street !== null && seen.street.has(street)) ||
      (place !== null && seen.place.has(place))
    if (duplicate) return false
    if (phone !== null) seen.phone.add(phone)
    if (street !== null) seen.street.add(street)
    if (place !== null) seen.place.add(place)
    return true
  })
}
