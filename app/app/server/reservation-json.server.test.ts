import { reservationHeldUntil, type Reservation } from "@dealer/core"
import { describe, expect, it } from "vitest"
import { reservationJson } from "./reserve-car.server.ts"

const paidAt = new Date("2026-03-02T00:30:00Z")
const reservation: Reservation = {
  id: 12,
  tenantSlug: "metro-motor-group",
  userId: 4,
  carId: 7,
  deposit: 200,
  paymentReference: "test_abc",
  testMode: true,
  createdAt: paidAt,
  heldUntil: reservationHeldUntil(paidAt, 48),
  releasedAt: null
}

describe("reservationJson", () => {
  it("answers a holding reservation in snake case, with times as ISO text and no release", () => {
    expect(reservationJson(reservation)).toEqual({
      id: 12,
      car_id: 7,
      deposit: 200,
      currency: "AUD",
      payment_reference: "test_abc",
      test_mode: true,
      created_at: "2026-03-02T00:30:00.000Z",
      held_until: "2026-03-04T00:30:00.000Z",
      released_at: null
    })
  })

  it("says when a released hold was released", () => {
    const releasedAt = new Date("2026-03-04T00:35:00Z")
    expect(reservationJson({ ...reservation, releasedAt }).released_at).toBe("2026-03-04T00:35:00.000Z")
  })
})
