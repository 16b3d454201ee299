import {
  fillText,
  formatMoney,
  hasDetailPage,
  mayHoldAnother,
  reservationHeldUntil,
  reservationRefusal,
  type CheckoutKind,
  type PlatformRepositories,
  type Reservation,
  type Tenant,
  type User
} from "@dealer/core"
import { ApiError, notFound } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"
import type { Services } from "./create-services.server.ts"

/** What a reservation call asks: which car, through which checkout. */
export interface ReserveRequest {
  readonly carId: number
  readonly kind: CheckoutKind
}

/**
 * Takes the deposit and reserves the car, on the repositories of the call's transaction: a car
 * this checkout may not take a deposit for is refused (409 for a car reserved already, nothing
 * charged, nothing stored); a declined payment is refused with 402; a car another shopper reserved
 * in the meantime is refused with 409 and the transaction rolls back. A shopper who already holds
 * `holdsPerShopper` cars is refused with 409 before any charge.
 *
 * @example
 * const reservation = await reserveCar(services, tenant, user, { carId: 12, kind: "reserve" }, repositories, now)
 */
export async function reserveCar(
  services: Pick<Services, "payments" | "settings">,
  tenant: Tenant,
  user: User,
  request: ReserveRequest,
  repositories: PlatformRepositories,
  now: Date
): Promise<Reservation> {
  const car = await repositories.stock.findById(tenant.slug, request.carId)
  if (car === null || !hasDetailPage(car)) throw notFound(apiMessages.noSuchCar)
  const refusal = reservationRefusal(car, request.kind, tenant.stock)
  if (refusal === "already-reserved") throw new ApiError(409, "conflict", { key: "checkoutAlreadyReserved" })
  if (refusal === "not-reservable") throw new ApiError(409, "conflict", { key: "checkoutNotReservable" })
  const held = await repositories.reservations.listByUser({ tenantSlug: tenant.slug, userId: user.id })
  if (!mayHoldAnother(held, now, services.settings.holdsPerShopper)) {
    const count = String(services.settings.holdsPerShopper)
    throw new ApiError(409, "conflict", { key: "checkoutHoldLimit", values: { count } })
  }
  const deposit = tenant.stock.reserve_deposit
  const payment = await services.payments.chargeDeposit({
    tenantSlug: tenant.slug,
    userId: user.id,
    carId: car.id,
    amount: deposit,
    currency: "AUD",
    description: fillText(tenant.texts.checkoutDepositBody, {
      amount: formatMoney(deposit),
      hours: String(tenant.stock.reserve_hold_hours)
    })
  })
  if (payment.kind === "declined") throw new ApiError(402, "payment_declined", { key: "checkoutPaymentDeclined" })
  const outcome = await repositories.reservations.reserve({
    tenantSlug: tenant.slug,
    userId: user.id,
    carId: car.id,
    deposit,
    paymentReference: payment.reference,
    testMode: services.payments.mode === "test",
    now,
    heldUntil: reservationHeldUntil(now, tenant.stock.reserve_hold_hours)
  })
  if (outcome.kind === "unavailable") throw new ApiError(409, "conflict", { key: "checkoutAlreadyReserved" })
  return outcome.reservation
}

/**
 * A reservation as the API answers it (snake case, times as ISO text).
 *
 * @example
 * reply({ reservation: reservationJson(reservation) }, 201)
 */
export const reservationJson = (reservation: Reservation) => ({
  id: reservation.id,
  car_id: reservation.carId,
  deposit: reservation.deposit,
  currency: "AUD",
  payment_reference: reservation.paymentReference,
  test_mode: reservation.testMode,
  created_at: reservation.createdAt.toISOString(),
  held_until: reservation.heldUntil.toISOString(),
  // When the hold was released (run out and cleared, or ended early); null while it holds.
  released_at: reservation.releasedAt?.toISOString() ?? null
})
