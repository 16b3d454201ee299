import type { Location } from "../locations/location.ts"
import { LEAD_SOURCE } from "../forms/lead-payload.ts"
import { carTimeZone } from "../platform/car-dealer-location.ts"
import type { LeadFields } from "../ports/lead-repository.ts"
import { formatMoney } from "../pricing/money.ts"
import type { User } from "../session/shopper-session.ts"
import type { Car } from "../stock/car.ts"
import { carPath } from "../stock/car-card.ts"
import { carTitle } from "../stock/car-title.ts"
import type { CheckoutKind } from "./checkout-kinds.ts"
import { heldUntilText } from "./held-until-text.ts"
import type { Reservation } from "./reservation.ts"

/** The category a reservation's lead is filed under. */
export const RESERVATION_LEAD_CATEGORY = "Reserve Online"

/** The site a reservation was made on. */
export interface ReservationSite {
  readonly url?: string | null | undefined
  readonly locations: ReadonlyArray<Location>
  readonly defaultState: string
}

/**
 * The lead a paid reservation sends the dealer, so the car's dealership hears of it at once: the
 * signed-in shopper's phone, the car (its dealership routes the lead, as any lead about a car), and
 * the deposit, its payment reference and the end of the hold in the message.
 *
 * @example
 * import { reservationLeadFields, type Reservation } from "@dealer/core/checkout"
 * import { exampleCar, exampleLocation } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * const reservation: Reservation = {
 *   id: 1, tenantSlug: "example-motors", userId: 7, carId: car.id, deposit: 200, paymentReference: "pay-1",
 *   testMode: false, createdAt: new Date("2026-03-02T00:30:00Z"), heldUntil: new Date("2026-03-04T00:30:00Z"), releasedAt: null
 * }
 * const user = { id: 7, phoneNumber: "0412345678", firstName: "Jo", lastName: "Citizen", email: "jo@example.com" }
 * const site = { url: "https://example.com.au", locations: [exampleLocation(1, 1)], defaultState: "QLD" }
 *
 * reservationLeadFields(reservation, car, user, "reserve", site).category // => "Reserve Online"
 */
export function reservationLeadFields(
  reservation: Reservation,
  car: Car,
  user: User,
  kind: CheckoutKind,
  site: ReservationSite
): LeadFields {
  const until = heldUntilText(reservation.heldUntil, carTimeZone(car, site.locations, site.defaultState))
  const paid = `${formatMoney(reservation.deposit)} refundable deposit paid${reservation.testMode ? " (test mode)" : ""}`
  return {
    url: `${(site.url ?? "").replace(/\/+$/, "")}${carPath(car)}`,
    source: LEAD_SOURCE,
    user_agent: "",
    car_id: car.id,
    car_dealership_id: car.dealership_id ?? null,
    lead_attributes: { visited_pages: [], linked_query_params: {} },
    category: RESERVATION_LEAD_CATEGORY,
    subcategory: kind === "reserve" ? null : kind,
    phone: user.phone ?? "",
    message: `${carTitle(car)} reserved online. ${paid}, reference ${reservation.paymentReference}. Held until ${until}.`
  }
}
