import { describe, expect, it } from "vitest"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { checkoutPath } from "./checkout-paths.ts"
import { checkoutView, reservationView } from "./checkout-view.ts"
import { heldUntilText } from "./held-until-text.ts"
import { reservationHeldUntil, type Reservation } from "./reservation.ts"

const now = new Date("2026-03-02T00:30:00Z")
const tenant = exampleTenant({ stock: { reserve_online: true } })
const car = exampleCar({ id: 7 })

describe("checkoutView", () => {
  it("shows the $200 deposit held 48 hours by default, labelled as test mode with the test provider", () => {
    const view = checkoutView(car, "reserve", tenant, "test", now)
    expect(view.title).toBe("Reserve Online")
    expect(view.intro).toBeNull()
    expect(view.car.title).toBe("2022 Toyota Hilux SR5 GUN126R")
    expect(view.depositText).toBe(
      "A refundable reservation deposit of $200 holds this car for 48 hours and is 100% refundable."
    )
    expect(view.payLabel).toBe("Pay $200 (test mode)")
    expect(view.testModeNotice).toBe("Test mode: no payment is taken and no card details are asked for or stored.")
    expect(view.refusal).toBeNull()
  })

  it("takes the amount and hold from the tenant's settings, and drops the test label with a live provider", () => {
    const own = exampleTenant({ stock: { reserve_online: true, reserve_deposit: 500, reserve_hold_hours: 72 } })
    const view = checkoutView(car, "reserve", own, "live", now)
    expect(view.depositText).toBe(
      "A refundable reservation deposit of $500 holds this car for 72 hours and is 100% refundable."
    )
    expect(view.payLabel).toBe("Pay $500")
    expect(view.testModeNotice).toBeNull()
  })

  it("puts the refusal in place of paying for a reserved car, and titles online purchase as Buy Online", () => {
    expect(checkoutView(exampleCar({ reserved: true }), "reserve", tenant, "test", now).refusal).toBe(
      "Sorry, this car has already been reserved."
    )
    const purchase = checkoutView(car, "online-purchase", exampleTenant({ stock: { online_purchase: "all" } }), "test", now)
    expect(purchase.title).toBe("Buy Online")
    expect(purchase.intro).not.toBeNull()
    expect(purchase.refusal).toBeNull()
  })
})

describe("reservationView", () => {
  const reservation: Reservation = {
    id: 3,
    tenantSlug: "example-motors",
    userId: 4,
    carId: 7,
    deposit: 200,
    paymentReference: "test_abc",
    testMode: true,
    createdAt: now,
    heldUntil: reservationHeldUntil(now, 48),
    releasedAt: null
  }

  it("says until when the car is held, in the dealer's time zone, and what was paid", () => {
    const view = reservationView(reservation, car, tenant, now)
    expect(view.heldText).toBe("Held until Wed 4 Mar 2026, 10:30am")
    expect(view.depositText).toBe("$200 refundable deposit paid")
    expect(view.testModeText).toBe("(test mode)")
    expect(view.confirmation).toBe(
      "2022 Toyota Hilux SR5 GUN126R is reserved for you until Wed 4 Mar 2026, 10:30am. Your $200 deposit is 100% refundable."
    )
  })

  it("says a hold has ended once it has run out or been released, not that the car is held", () => {
    const after = reservationHeldUntil(now, 48)
    expect(reservationView(reservation, car, tenant, now)).toMatchObject({ held: true })
    expect(reservationView(reservation, car, tenant, after)).toMatchObject({
      held: false,
      heldText: "Hold ended Wed 4 Mar 2026, 10:30am"
    })
    // Released early: it ended then, not at the hold's end still to come.
    expect(reservationView({ ...reservation, releasedAt: now }, car, tenant, now)).toMatchObject({
      held: false,
      heldText: "Hold ended Mon 2 Mar 2026, 10:30am"
    })
  })

  it("keeps a reservation whose car is no longer listed, without its card", () => {
    expect(reservationView({ ...reservation, testMode: false }, null, tenant, now)).toMatchObject({
      car: null,
      testModeText: null
    })
  })
})

describe("checkout paths and times", () => {
  it("puts Reserve Now under the car at the tenant's reserve path and Buy Online at /checkout-journey", () => {
    expect(checkoutPath(car, "reserve", { reserve_path: "checkout" })).toBe("/cars/2022-toyota-hilux-sr5-t1234/checkout")
    expect(checkoutPath(car, "reserve", { reserve_path: "buy-online" })).toBe("/cars/2022-toyota-hilux-sr5-t1234/buy-online")
    expect(checkoutPath(car, "online-purchase", { reserve_path: "buy-online" })).toBe(
      "/checkout-journey?car_id=2022-toyota-hilux-sr5-t1234"
    )
  })

  it("holds a car the given hours and shows the end in a given zone", () => {
    expect(reservationHeldUntil(now, 48).toISOString()).toBe("2026-03-04T00:30:00.000Z")
    expect(heldUntilText(new Date("2026-03-04T00:30:00Z"), "Australia/Perth")).toBe("Wed 4 Mar 2026, 8:30am")
  })
})
