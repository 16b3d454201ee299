import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { carArbitrary } from "../testing/car-arbitrary.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { priceDisplay, type PriceDisplayContext } from "./price-display.ts"

const dealer: PriceDisplayContext = { offersSubscription: false, texts: defaultTexts }
const subscriptionDealer: PriceDisplayContext = { ...dealer, offersSubscription: true }
const base = { price: 0, offer_price: null, before_price: null, subscription_price: null, preorder: null }

describe("priceDisplay", () => {
  it("shows the car price with $ and thousands commas", () => {
    expect(priceDisplay({ ...base, price: 45990 }, dealer)).toEqual({
      kind: "price",
      amount: 45990,
      text: "$45,990",
      wasText: null
    })
  })

  it("prefers a reduced price below the car price", () => {
    expect(priceDisplay({ ...base, price: 45990, offer_price: 42990 }, dealer)).toMatchObject({ text: "$42,990" })
    expect(priceDisplay({ ...base, price: 45990, offer_price: 49990 }, dealer)).toMatchObject({ text: "$45,990" })
  })

  it("shows a positive subscription price per week only for subscription dealers", () => {
    const car = { ...base, price: 45990, subscription_price: 189 }
    expect(priceDisplay(car, subscriptionDealer)).toEqual({
      kind: "subscription",
      amount: 189,
      text: "$189",
      suffix: "/week"
    })
    expect(priceDisplay(car, dealer).kind).toBe("price")
  })

  it("treats prices of 10 or less as no price", () => {
    expect(priceDisplay({ ...base, price: 10 }, dealer)).toEqual({ kind: "none", text: "Enquire for price." })
    expect(priceDisplay({ ...base, price: 11 }, dealer)).toMatchObject({ kind: "price", text: "$11" })
  })

  it("shows PREORDER when there is no price and preorder is set", () => {
    expect(priceDisplay({ ...base, preorder: true }, dealer)).toEqual({ kind: "preorder", text: "PREORDER" })
  })

  it("uses the tenant's no-price text", () => {
    const texts = { ...defaultTexts, noPrice: "Call for price" }
    expect(priceDisplay(base, { ...dealer, texts }).text).toBe("Call for price")
  })

  it("shows the was-price only when before_price exceeds the current price", () => {
    expect(priceDisplay({ ...base, price: 30000, before_price: 32000 }, dealer)).toMatchObject({ wasText: "$32,000" })
    expect(priceDisplay({ ...base, price: 30000, before_price: 30000 }, dealer)).toMatchObject({ wasText: null })
  })

  it("never shows a money amount of 10 or less, and the was-price always exceeds the price", () => {
    fc.assert(
      fc.property(carArbitrary, fc.boolean(), (car, offersSubscription) => {
        const shown = priceDisplay(car, { ...dealer, offersSubscription })
        if (shown.kind === "price") {
          expect(shown.amount).toBeGreaterThan(10)
          expect(shown.amount).toBeLessThanOrEqual(car.price > 10 ? car.price : Number.POSITIVE_INFINITY)
          if (shown.wasText !== null) expect(car.before_price ?? 0).toBeGreaterThan(shown.amount)
        }
        if (shown.kind === "subscription") {
          expect(offersSubscription).toBe(true)
          expect(car.subscription_price ?? 0).toBeGreaterThan(0)
        }
        expect(shown.text.length).toBeGreaterThan(0)
      }),
      { numRuns: 1000 }
    )
  })
})
