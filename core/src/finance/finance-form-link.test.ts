import { describe, expect, it } from "vitest"
import { carFinanceHref, financeFormHref } from "./finance-form-link.ts"

const car = { id: 7, car_type: "used", vin: "JTMABC123" } as const

describe("financeFormHref", () => {
  it("leads to the finance form with the car and the budget", () => {
    expect(financeFormHref("/finance", { car, budget: 45_990 })).toBe(
      "/finance?car_id=7&car_type=used&vin=JTMABC123&vehiclePriceBudget=45990#finance-form"
    )
  })

  it("follows the tenant's finance link and keeps a query it already has", () => {
    expect(financeFormHref("/apply-for-finance", { car: { ...car, vin: null }, budget: 30_000.4 })).toBe(
      "/apply-for-finance?car_id=7&car_type=used&vehiclePriceBudget=30000#finance-form"
    )
    expect(financeFormHref("/finance-enquiry?preferredDealership=north#top", { car: null, budget: 20_000 })).toBe(
      "/finance-enquiry?preferredDealership=north&vehiclePriceBudget=20000#finance-form"
    )
  })

  it("leaves out a budget of nothing and a missing car", () => {
    expect(financeFormHref("/finance", { car: null, budget: 0 })).toBe("/finance#finance-form")
    expect(financeFormHref("/finance", { car: null, budget: Number.NaN })).toBe("/finance#finance-form")
  })

  it("encodes values that would break the query", () => {
    expect(financeFormHref("/finance", { car: { id: 1, car_type: "new", vin: "A&B C" }, budget: null })).toBe(
      "/finance?car_id=1&car_type=new&vin=A%26B%20C#finance-form"
    )
  })
})

describe("carFinanceHref", () => {
  it("names the car on the tenant's finance link, at the form", () => {
    expect(carFinanceHref("/finance", 7)).toBe("/finance?car_id=7#finance-form")
    expect(carFinanceHref("/finance-enquiry", 12)).toBe("/finance-enquiry?car_id=12#finance-form")
    expect(carFinanceHref("/apply-for-finance?from=site#top", 3)).toBe("/apply-for-finance?from=site&car_id=3#finance-form")
  })

  it("falls back to /finance when the link is only an anchor", () => {
    expect(carFinanceHref("#finance", 5)).toBe("/finance?car_id=5#finance-form")
  })
})
