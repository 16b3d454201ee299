import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { exampleCar } from "../testing/examples.ts"
import { reservationRefusal, reservationRefusalText } from "./reservation-refusal.ts"

const reserveOn = { reserve_online: true, online_purchase: "off", online_purchase_makes: [] } as const
const purchaseKia = { reserve_online: false, online_purchase: "used-or-makes", online_purchase_makes: ["Kia"] } as const

describe("reservationRefusal", () => {
  it("lets an eligible car be reserved where the site reserves online", () => {
    expect(reservationRefusal(exampleCar(), "reserve", reserveOn)).toBeNull()
  })

  it("refuses a car reserved already as such, on either route", () => {
    const held = exampleCar({ reserved: true })
    expect(reservationRefusal(held, "reserve", reserveOn)).toBe("already-reserved")
    expect(reservationRefusal(held, "online-purchase", purchaseKia)).toBe("already-reserved")
  })

  it("refuses a sold, preorder or unpriced car, and any car where the route is off", () => {
    expect(reservationRefusal(exampleCar({ status: "sold" }), "reserve", reserveOn)).toBe("not-reservable")
    expect(reservationRefusal(exampleCar({ preorder: true }), "reserve", reserveOn)).toBe("not-reservable")
    expect(reservationRefusal(exampleCar({ price: 0 }), "reserve", reserveOn)).toBe("not-reservable")
    expect(reservationRefusal(exampleCar(), "reserve", purchaseKia)).toBe("not-reservable")
    expect(reservationRefusal(exampleCar(), "online-purchase", reserveOn)).toBe("not-reservable")
  })

  it("offers online purchase for used cars and the listed makes only", () => {
    expect(reservationRefusal(exampleCar({ car_type: "used" }), "online-purchase", purchaseKia)).toBeNull()
    expect(reservationRefusal(exampleCar({ car_type: "new", make: "Kia" }), "online-purchase", purchaseKia)).toBeNull()
    expect(reservationRefusal(exampleCar({ car_type: "new" }), "online-purchase", purchaseKia)).toBe("not-reservable")
  })

  it("words each refusal with the tenant's texts", () => {
    expect(reservationRefusalText("already-reserved", defaultTexts)).toBe("Sorry, this car has already been reserved.")
    expect(reservationRefusalText("not-reservable", defaultTexts)).toBe("This car can't be reserved online.")
  })
})
