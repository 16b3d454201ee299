import { describe, expect, it } from "vitest"
import { exampleCar } from "../testing/examples.ts"
import type { Reservation } from "./reservation.ts"
import { reservationLeadFields } from "./reservation-lead.ts"

const reservation: Reservation = {
  id: 3,
  tenantSlug: "acme",
  userId: 9,
  carId: 1,
  deposit: 200,
  paymentReference: "pay_123",
  testMode: true,
  createdAt: new Date("2026-03-02T00:30:00Z"),
  heldUntil: new Date("2026-03-04T00:30:00Z"),
  releasedAt: null
}
const site = { url: "https://acme.example/", locations: [], defaultState: "qld" }

describe("reservationLeadFields", () => {
  it("tells the car's dealership who reserved which car, the deposit, its reference and the hold's end", () => {
    const car = exampleCar({ id: 1, dealership_id: 7 })
    const fields = reservationLeadFields(reservation, car, { id: 9, phone: "0412345678" }, "reserve", site)
    expect(fields).toMatchObject({
      source: "Website",
      car_id: 1,
      car_dealership_id: 7,
      category: "Reserve Online",
      subcategory: null,
      phone: "0412345678",
      url: `https://acme.example/cars/${car.slug}`
    })
    expect(fields.message).toBe(
      "2022 Toyota Hilux SR5 GUN126R reserved online. $200 refundable deposit paid (test mode), reference pay_123. Held until Wed 4 Mar 2026, 10:30am."
    )
  })

  it("names an online purchase as the lead's subcategory", () => {
    const fields = reservationLeadFields(reservation, exampleCar(), { id: 9, phone: null }, "online-purchase", site)
    expect(fields).toMatchObject({ subcategory: "online-purchase", phone: "" })
  })
})
