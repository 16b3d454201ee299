import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { exampleCar } from "../testing/examples.ts"
import { carButtons, type CarButtonContext } from "./car-buttons.ts"
import { isOnlinePurchasable, isReservable } from "./purchase-eligibility.ts"

const settings: CarButtonContext["settings"] = {
  finance_button: true,
  trade_in_button: true,
  test_drive_button: true,
  reserve_online: false,
  reserve_path: "checkout",
  online_purchase: "off",
  online_purchase_makes: []
}
const card: CarButtonContext = { placement: "card", settings, texts: defaultTexts }
const car = exampleCar({ id: 7 })
const labels = (context: CarButtonContext, subject = car) => carButtons(subject, context).map((button) => button.label)

describe("carButtons", () => {
  it("gives an available car Enquire, Get Finance, View Details and Book a Test Drive by default", () => {
    expect(labels(card)).toEqual(["Enquire", "Get Finance", "View Details", "Book a Test Drive"])
    expect(carButtons(car, card)).toContainEqual({
      kind: "finance",
      label: "Get Finance",
      href: "/finance?car_id=7#finance-form",
      dialog: null
    })
  })

  it("leaves View Details off the vehicle page itself, which offers Trade-in after Get Finance", () => {
    expect(labels({ ...card, placement: "page" })).toEqual(["Enquire", "Get Finance", "Trade-in", "Book a Test Drive"])
    expect(carButtons(car, { ...card, placement: "page" })).toContainEqual({
      kind: "trade-in",
      label: "Trade-in",
      href: "/cars/trade-in?car_id=7",
      dialog: null
    })
  })

  it("never offers Trade-in on cards, nor on the page where the tenant turns it off or the car is sold", () => {
    expect(labels(card)).not.toContain("Trade-in")
    const off = { ...card, placement: "page" as const, settings: { ...settings, trade_in_button: false } }
    expect(labels(off)).toEqual(["Enquire", "Get Finance", "Book a Test Drive"])
    expect(labels({ ...card, placement: "page" }, { ...car, status: "sold" })).toEqual(["Find Me Something Similar"])
  })

  it("gives a car that is not available only Find Me Something Similar", () => {
    for (const status of ["sold", "other"] as const) {
      expect(carButtons({ ...car, status }, card)).toEqual([
        {
          kind: "find-similar",
          label: "Find Me Something Similar",
          href: `/cars/${car.slug}#find-similar`,
          dialog: "find-similar"
        }
      ])
    }
  })

  it("leads Get Finance to the tenant's finance link", () => {
    const finance = (link: string) => carButtons(car, { ...card, financeLink: link }).find((b) => b.kind === "finance")?.href
    expect(finance("/apply-for-finance")).toBe("/apply-for-finance?car_id=7#finance-form")
    expect(finance("/finance-enquiry?source=site#top")).toBe("/finance-enquiry?source=site&car_id=7#finance-form")
  })

  it("follows the tenant's finance and test drive flags", () => {
    const bare = { ...card, settings: { ...settings, finance_button: false, test_drive_button: false } }
    expect(labels(bare)).toEqual(["Enquire", "View Details"])
  })

  it("offers Reserve Now where the site reserves online and the car is eligible, on the tenant's path", () => {
    const reserving = { ...card, settings: { ...settings, reserve_online: true } }
    expect(carButtons(car, reserving).at(-1)).toEqual({
      kind: "reserve",
      label: "Reserve Now",
      href: `/cars/${car.slug}/checkout`,
      dialog: null
    })
    const buyOnlinePath = {
      ...card,
      settings: { ...settings, reserve_online: true, reserve_path: "buy-online" as const }
    }
    expect(carButtons(car, buyOnlinePath).at(-1)?.href).toBe(`/cars/${car.slug}/buy-online`)
    expect(labels(reserving, { ...car, reserved: true })).not.toContain("Reserve Now")
  })

  it("offers Buy Online for every car, or for used cars and listed makes", () => {
    const all = { ...card, settings: { ...settings, online_purchase: "all" as const } }
    expect(carButtons(car, all).at(-1)).toEqual({
      kind: "buy-online",
      label: "Buy Online",
      href: `/checkout-journey?car_id=${car.slug}`,
      dialog: null
    })
    const some = {
      ...card,
      settings: { ...settings, online_purchase: "used-or-makes" as const, online_purchase_makes: ["Kia", "MG"] }
    }
    expect(labels(some)).toContain("Buy Online")
    expect(labels(some, { ...car, car_type: "new" })).not.toContain("Buy Online")
    expect(labels(some, { ...car, car_type: "new", make: "kia" })).toContain("Buy Online")
  })

  it("uses the tenant's button texts", () => {
    const texts = { ...defaultTexts, enquire: "Ask Us" }
    expect(labels({ ...card, texts })[0]).toBe("Ask Us")
  })
})

describe("purchase eligibility", () => {
  const base = {
    status: "in_stock",
    reserved: false,
    sold: false,
    preorder: false,
    price: 30_990,
    offer_price: null
  } as const

  it("reserves only in-stock, unreserved, unsold, priced cars that are not preorders", () => {
    expect(isReservable(base)).toBe(true)
    expect(isReservable({ ...base, status: "coming_soon" })).toBe(false)
    expect(isReservable({ ...base, reserved: true })).toBe(false)
    expect(isReservable({ ...base, sold: true })).toBe(false)
    expect(isReservable({ ...base, preorder: true })).toBe(false)
    expect(isReservable({ ...base, price: 10 })).toBe(false)
  })

  it("never sells online where the site does not", () => {
    expect(
      isOnlinePurchasable(
        { ...base, car_type: "used", make: "Kia" },
        { online_purchase: "off", online_purchase_makes: ["Kia"] }
      )
    ).toBe(false)
  })
})
