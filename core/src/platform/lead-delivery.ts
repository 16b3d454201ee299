import type { AdfLeadContext } from "../ports/adf-lead-from-lead.ts"
import type { StoredLead } from "../ports/lead-repository.ts"
import type { Location } from "../locations/location.ts"
import { locationPhone } from "../locations/location-contact.ts"
import type { Car } from "../stock/car.ts"
import { carDealerLocation } from "./car-dealer-location.ts"

/**
 * Whether a stored submit sends the lead to the dealer's CRM (as an ADF document): a new lead at
 * once, so an abandoned multi-step form still reaches the dealer, and again when a later step
 * completes it, with everything it gathered. A filled honeypot (`spam`) is never delivered.
 *
 * @example
 * isLeadDeliveryDue(null, created) // true unless spam
 * isLeadDeliveryDue({ status: "incomplete" }, { status: "complete", spam: false }) // true
 */
export function isLeadDeliveryDue(
  before: Pick<StoredLead, "status"> | null,
  after: Pick<StoredLead, "status" | "spam">
): boolean {
  if (after.spam) return false
  return before === null || (before.status === "incomplete" && after.status === "complete")
}

const numberOf = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null)

/**
 * What a lead's ADF document says besides the lead: the car it is about, the dealership it goes
 * to (the car's location, else the lead's dealership, else the tenant's primary location) and the
 * site.
 *
 * @example
 * adfLeadXml(adfLeadFromStoredLead(lead, leadDeliveryContext(lead, car, tenant)))
 */
export function leadDeliveryContext(
  lead: Pick<StoredLead, "fields">,
  car: Car | null,
  site: { readonly name: string; readonly url?: string | null | undefined; readonly locations: ReadonlyArray<Location> }
): AdfLeadContext {
  const dealershipId = car?.dealership_id ?? numberOf(lead.fields.car_dealership_id)
  const location = carDealerLocation(
    {
      location_id: car?.location_id ?? null,
      dealership_id: dealershipId,
      location: car?.location ?? null,
      state: null
    },
    site.locations
  )
  return {
    car,
    vendor: {
      id: location?.dealership_id ?? dealershipId,
      name: location?.name ?? site.name,
      phone: location ? locationPhone(location) : null
    },
    provider: { name: site.name, url: site.url ?? null }
  }
}
