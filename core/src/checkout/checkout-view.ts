import { carTimeZone } from "../platform/car-dealer-location.ts"
import { formatMoney } from "../pricing/money.ts"
import type { Car } from "../stock/car.ts"
import { carCard, type CarCardView } from "../stock/car-card.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText } from "../tenant/texts.ts"
import { heldUntilText } from "./held-until-text.ts"
import type { Reservation } from "./reservation.ts"
import type { CheckoutKind } from "./checkout-kinds.ts"
import { reservationRefusal, reservationRefusalText } from "./reservation-refusal.ts"
import { holdEnd, isReservationHeld } from "./reservation-hold.ts"

/** Whether deposits go to a real provider or to the test-mode one (which takes no money). */
export type PaymentMode = "live" | "test"

/** Everything the checkout page renders. */
export interface CheckoutView {
  readonly kind: CheckoutKind
  readonly title: string
  /** The online purchase page's lead-in; null on the reserve page. */
  readonly intro: string | null
  readonly car: CarCardView
  readonly depositHeading: string
  readonly depositText: string
  /** The test-mode label; null with a live provider. */
  readonly testModeNotice: string | null
  readonly payLabel: string
  /** Why the car cannot take a deposit here; null when the pay button shows. */
  readonly refusal: string | null
  readonly backLabel: string
}

/**
 * The checkout page of a car (Reserve Now or Buy Online): the car, the refundable deposit and its
 * hold from the tenant's settings (default $200 for 48 hours), a test-mode label when the payment
 * provider is the test one, and the refusal message instead of the pay button when the car is
 * reserved already or not offered this way.
 *
 * @example
 * import { checkoutView } from "@dealer/core/checkout"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * const tenant = exampleTenant()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * checkoutView(car, "reserve", tenant, "test", now).payLabel // => "Pay $200 (test mode)"
 */
export function checkoutView(car: Car, kind: CheckoutKind, tenant: Tenant, mode: PaymentMode, now: Date): CheckoutView {
  const { texts, stock } = tenant
  const amount = formatMoney(stock.reserve_deposit)
  const refusal = reservationRefusal(car, kind, stock)
  return {
    kind,
    title: kind === "reserve" ? texts.checkoutTitle : texts.onlinePurchaseTitle,
    intro: kind === "reserve" ? null : texts.onlinePurchaseIntro,
    car: carCard(car, tenant, now),
    depositHeading: texts.checkoutDepositHeading,
    depositText: fillText(texts.checkoutDepositBody, { amount, hours: String(stock.reserve_hold_hours) }),
    testModeNotice: mode === "test" ? texts.checkoutTestModeNotice : null,
    payLabel: fillText(mode === "test" ? texts.checkoutPayButtonTestMode : texts.checkoutPayButton, { amount }),
    refusal: refusal === null ? null : reservationRefusalText(refusal, texts),
    backLabel: texts.checkoutBackToCar
  }
}

/** One reservation as the confirmation and the garage show it. */
export interface ReservationView {
  readonly id: number
  readonly car: CarCardView | null
  readonly confirmation: string
  /** Whether the deposit still holds the car; an ended hold reads as ended, not held. */
  readonly held: boolean
  readonly heldText: string
  readonly depositText: string
  readonly testModeText: string | null
}

/**
 * A reservation in the shopper's words: the confirmation sentence, the hold's end in the car's
 * time zone (held until, or when it ended: run out or released) and the deposit paid. A
 * car no longer listed shows without its card.
 *
 * @example
 * import { reservationView, type Reservation } from "@dealer/core/checkout"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * const reservation: Reservation = {
 *   id: 1, tenantSlug: "example-motors", userId: 7, carId: car.id, deposit: 200, paymentReference: "pay-1",
 *   testMode: false, createdAt: new Date("2026-03-02T00:30:00Z"), heldUntil: new Date("2026-03-04T00:30:00Z"), releasedAt: null
 * }
 *
 * reservationView(reservation, car, exampleTenant(), new Date("2026-03-03T00:00:00Z")).heldText
 * // => "Held until Wed 4 Mar 2026, 10:30am"
 */
export function reservationView(reservation: Reservation, car: Car | null, tenant: Tenant, now: Date): ReservationView {
  const { texts } = tenant
  const timeZone =
    car === null
      ? carTimeZone({ location_id: null, dealership_id: null, location: null, state: null }, tenant.locations, tenant.hours.default_state)
      : carTimeZone(car, tenant.locations, tenant.hours.default_state)
  const until = heldUntilText(reservation.heldUntil, timeZone)
  const amount = formatMoney(reservation.deposit)
  const card = car === null ? null : carCard(car, tenant, now)
  const held = isReservationHeld(reservation, now)
  const ended = heldUntilText(holdEnd(reservation), timeZone)
  return {
    id: reservation.id,
    car: card,
    confirmation: fillText(texts.checkoutReservedBody, { name: card?.title ?? "", until, amount }),
    held,
    heldText: held
      ? fillText(texts.garageReservationHeld, { until })
      : fillText(texts.garageReservationEnded, { until: ended }),
    depositText: fillText(texts.garageReservationDeposit, { amount }),
    testModeText: reservation.testMode ? texts.garageReservationTestMode : null
  }
}
