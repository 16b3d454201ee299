import { locationsOfType, visibleLocations } from "../locations/location-type-filter.ts"
import type { Location, LocationType } from "../locations/location.ts"
import type { DealershipLocation, DealershipLocationType } from "../stock/dealership-location.ts"

/** The dealer site the locations belong to (a location's parent site). */
export interface DealerSite {
  readonly id: number
  readonly name: string
  readonly url: string | null | undefined
}

/** One website of the manufacturer locations call (stock document section 7). */
export interface DealerWebsite {
  readonly id: number
  readonly name: string
  readonly url: string | null
  readonly dealership: { readonly id: number; readonly slug: string } | null
  readonly locations: ReadonlyArray<DealershipLocation>
}

function locatorType(location: Location, asked: LocationType | null): DealershipLocationType {
  switch (location.location_type) {
    case "sales":
    case "service":
    case "parts":
      return location.location_type
    // A combined site answers as whichever of its kinds was asked for.
    case "service-and-parts":
      return asked === "parts" ? "parts" : "service"
    default:
      return "other"
  }
}

/**
 * A tenant location as the dealership locator lists it (stock document section 3, "Dealership
 * location"), with its parent site.
 *
 * @example
 * import { dealershipLocationOf } from "@dealer/core/platform"
 * import { exampleLocation } from "@dealer/core/testing"
 *
 * const location = exampleLocation(12, 102, { name: "Metro Mazda Aspley" })
 *
 * dealershipLocationOf(location, { id: 1, name: "Metro Motor Group", url: null }, null).website_name // => "Metro Motor Group"
 * dealershipLocationOf(location, { id: 1, name: "Metro Motor Group", url: null }, null).dealership // => { id: 102, slug: "dealer-102" }
 */
export function dealershipLocationOf(
  location: Location,
  site: DealerSite,
  asked: LocationType | null
): DealershipLocation {
  const { address } = location
  return {
    id: location.id,
    name: location.name,
    location_type: locatorType(location, asked),
    address: {
      lat: address.lat,
      long: address.long,
      street: address.street ?? null,
      city: address.city,
      state: address.state,
      postcode: address.postcode,
      place_id: address.place_id ?? null,
      place_url: address.place_url ?? null
    },
    dealership: { id: location.dealership_id, slug: location.dealership_slug },
    website_id: site.id,
    website_name: site.name,
    website_url: site.url ?? null
  }
}

/**
 * The visible locations of one type (all types when none is asked), for the locator's results; a
 * service-and-parts site answers for service and for parts.
 *
 * @example
 * import { dealershipLocations } from "@dealer/core/platform"
 * import { exampleLocation } from "@dealer/core/testing"
 *
 * const site = { id: 1, name: "Metro Motor Group", url: "https://metro.example" }
 * const locations = [
 *   exampleLocation(11, 101, { name: "Metro Toyota Springwood" }),
 *   exampleLocation(14, 101, { name: "Metro Toyota Service", location_type: "service" })
 * ]
 *
 * dealershipLocations(locations, site, "service").map((location) => location.name) // => ["Metro Toyota Service"]
 * dealershipLocations(locations, site, null).length // => 2
 */
export function dealershipLocations(
  locations: ReadonlyArray<Location>,
  site: DealerSite,
  type: LocationType | null
): ReadonlyArray<DealershipLocation> {
  const visible = visibleLocations(locations)
  return (type === null ? visible : locationsOfType(visible, type)).map((location) =>
    dealershipLocationOf(location, site, type)
  )
}

/**
 * The manufacturer locations call's websites: the tenant's own site, its dealership the primary
 * location's, listing its visible locations; on a manufacturer's site only the locations that
 * carry that manufacturer (or name none). A tenant never lists another tenant's sites.
 *
 * @example
 * import { dealerWebsites } from "@dealer/core/platform"
 * import { exampleLocation } from "@dealer/core/testing"
 *
 * const site = { id: 1, name: "Metro Motor Group", url: "https://metro.example" }
 * const locations = [
 *   exampleLocation(21, 201, { name: "Metro Kia Southport", manufacturers: ["Kia"] }),
 *   exampleLocation(11, 101, { name: "Metro Toyota Springwood", manufacturers: ["Toyota"] })
 * ]
 *
 * dealerWebsites(locations, { ...site, manufacturer: "Kia" })[0]?.locations.map((location) => location.name) // => ["Metro Kia Southport"]
 */
export function dealerWebsites(
  locations: ReadonlyArray<Location>,
  site: DealerSite & { readonly manufacturer: string | null | undefined }
): ReadonlyArray<DealerWebsite> {
  const brand = site.manufacturer?.trim().toLowerCase()
  const carried = visibleLocations(locations).filter(
    (location) =>
      !brand ||
      location.manufacturers.length === 0 ||
      location.manufacturers.some((name) => name.trim().toLowerCase() === brand)
  )
  const primary = carried.find((location) => location.primary) ?? carried[0]
  return [
    {
      id: site.id,
      name: site.name,
      url: site.url ?? null,
      dealership: primary ? { id: primary.dealership_id, slug: primary.dealership_slug } : null,
      locations: carried.map((location) => dealershipLocationOf(location, site, null))
    }
  ]
}

/**
 * Where deliveries are priced from: the location asked for when the tenant has it visible, else
 * the primary sales location, else any visible sales location, else any visible location.
 *
 * @example
 * import { deliveryOrigin } from "@dealer/core/platform"
 * import { exampleLocation } from "@dealer/core/testing"
 *
 * const locations = [
 *   exampleLocation(12, 102, { name: "Metro Mazda Aspley" }),
 *   exampleLocation(11, 101, { name: "Metro Toyota Springwood", primary: true })
 * ]
 *
 * deliveryOrigin(locations, null)?.name // => "Metro Toyota Springwood"
 * deliveryOrigin(locations, 12)?.name // => "Metro Mazda Aspley"
 */
export function deliveryOrigin(locations: ReadonlyArray<Location>, locationId: number | null): Location | null {
  const visible = visibleLocations(locations)
  const sales = visible.filter((location) => location.location_type === "sales")
  return (
    visible.find((location) => location.id === locationId) ??
    sales.find((location) => location.primary) ??
    sales[0] ??
    visible[0] ??
    null
  )
}
