import type { Location } from "../locations/location.ts"
import type { Car } from "../stock/car.ts"

/** Why a lead went where it went, in the order the rule tries. */
export type LeadRouteReason = "chosen-location" | "chosen-dealership" | "car" | "primary" | "none"

/** The dealership and location a lead belongs to: its stored place, its ADF vendor, its address. */
export interface LeadRoute {
  readonly location: Location | null
  readonly dealershipId: number | null
  readonly reason: LeadRouteReason
}

type RoutedCar = Pick<Car, "location_id" | "dealership_id" | "location" | "state">

// The fields a form names a location with: the location select and the trade-in's location_id.
const LOCATION_FIELDS = ["location", "location_id"] as const

const isSales = (location: Location) => location.location_type === "sales" || location.location_type === ""

// A location by id (number or digits, as selects post it) or by slug.
function locationNamed(value: unknown, locations: ReadonlyArray<Location>): Location | undefined {
  if (typeof value === "number") return locations.find((location) => location.id === value)
  if (typeof value !== "string" || value.trim() === "") return undefined
  const text = value.trim()
  return locations.find((location) => String(location.id) === text || location.slug === text)
}

// The sales location a group of locations takes its leads at: the primary sales one, else any
// primary, else the first sales one, else the first.
function salesLocationOf(locations: ReadonlyArray<Location>): Location | undefined {
  return (
    locations.find((location) => location.primary && isSales(location)) ??
    locations.find((location) => location.primary) ??
    locations.find(isSales) ??
    locations[0]
  )
}

function chosenDealership(fields: Readonly<Record<string, unknown>>, locations: ReadonlyArray<Location>) {
  const slug = fields["dealership_slug"]
  if (typeof slug !== "string" || slug.trim() === "") return []
  return locations.filter((location) => location.dealership_slug === slug.trim())
}

// The car's own location (by its location id), else its dealership's sales location.
function carLocationOf(car: RoutedCar, locations: ReadonlyArray<Location>): Location | undefined {
  const byId = locations.find((location) => location.id === (car.location_id ?? car.location?.id))
  return byId ?? salesLocationOf(locations.filter((location) => location.dealership_id === car.dealership_id))
}

const routed = (location: Location | undefined | null, reason: LeadRouteReason): LeadRoute | null =>
  location ? { location, dealershipId: location.dealership_id, reason } : null

/**
 * The one rule that decides where a lead goes, for every form (enquiry, multi-step enquiry,
 * vehicle enquiry, test drive, finance, trade-in, parts, reserve):
 *
 * 1. the location the shopper chose (`location` or `location_id`, an id or a slug);
 * 2. else the dealership the shopper preferred (`dealership_slug`): the car's own location when
 *    the car belongs to it, else that dealership's primary sales location;
 * 3. else the car's location (by location id, else its dealership's primary sales location);
 * 4. else the tenant's primary sales location.
 *
 * A location choice is the most specific a shopper makes, so it wins over a dealership choice
 * that disagrees with it. Only the tenant's own locations count; an unknown id falls through.
 *
 * @example
 * import { leadRoute } from "@dealer/core/platform"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * leadRoute({ location: "13", dealership_slug: "metro-ford-mitsubishi-dandenong" }, null, tenant.locations)
 * // { location: Metro Hyundai Parramatta, dealershipId: 103, reason: "chosen-location" }
 */
export function leadRoute(
  fields: Readonly<Record<string, unknown>>,
  car: RoutedCar | null,
  locations: ReadonlyArray<Location>
): LeadRoute {
  for (const field of LOCATION_FIELDS) {
    const chosen = routed(locationNamed(fields[field], locations), "chosen-location")
    if (chosen) return chosen
  }
  const carLocation = car ? carLocationOf(car, locations) : undefined
  const dealership = chosenDealership(fields, locations)
  if (dealership.length > 0) {
    const carIsHere = carLocation !== undefined && dealership.includes(carLocation)
    return routed(carIsHere ? carLocation : salesLocationOf(dealership), "chosen-dealership") as LeadRoute
  }
  return (
    routed(carLocation, "car") ??
    routed(salesLocationOf(locations.filter((location) => location.visible)) ?? salesLocationOf(locations), "primary") ?? {
      location: null,
      dealershipId: car?.dealership_id ?? null,
      reason: "none"
    }
  )
}
