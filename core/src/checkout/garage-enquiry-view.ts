import { formatInTimeZone } from "date-fns-tz"
import { timeZoneForState } from "../hours/state-time-zone.ts"
import type { ShopperEnquiry } from "../ports/shopper-enquiries.ts"
import type { Car } from "../stock/car.ts"
import { carPath } from "../stock/car-card.ts"
import { carTitle } from "../stock/car-title.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText } from "../tenant/texts.ts"

/** One enquiry as the garage lists it. */
export interface GarageEnquiryView {
  readonly id: number
  /** The enquiry's kind as the dealer filed it ("General Enquiry", "Test Drive", ...). */
  readonly heading: string
  /** The car asked about, when it is still listed. */
  readonly car: { readonly title: string; readonly href: string } | null
  readonly sentText: string
}

/**
 * An enquiry of the shopper's in the garage: its category (and subcategory), the car it was about
 * and the day it was sent, in the tenant's default time zone.
 *
 * @example
 * import { garageEnquiryView } from "@dealer/core/checkout"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const enquiry = { id: 1, category: "Vehicle Enquiry", subcategory: null, carId: 1, createdAt: new Date("2026-03-02T00:30:00Z") }
 *
 * garageEnquiryView(enquiry, exampleCar(), exampleTenant()).sentText // => "Sent 2 Mar 2026"
 */
export function garageEnquiryView(enquiry: ShopperEnquiry, car: Car | null, tenant: Tenant): GarageEnquiryView {
  const timeZone = timeZoneForState(tenant.hours.default_state)
  return {
    id: enquiry.id,
    heading: [enquiry.category, enquiry.subcategory].filter((part): part is string => Boolean(part?.trim())).join(" - "),
    car: car === null ? null : { title: carTitle(car), href: carPath(car) },
    sentText: fillText(tenant.texts.garageEnquirySent, { date: formatInTimeZone(enquiry.createdAt, timeZone, "d MMM yyyy") })
  }
}
