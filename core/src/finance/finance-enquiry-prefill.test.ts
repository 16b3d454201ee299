import { describe, expect, it } from "vitest"
import { resolveTexts } from "../tenant/texts.ts"
import { financeEnquiryPrefill, type FinanceEnquiryQuery } from "./finance-enquiry-prefill.ts"

const texts = resolveTexts(undefined)
const empty: FinanceEnquiryQuery = { preferredDealership: null, vehiclePriceBudget: null, car_id: null, car_type: null, vin: null }
const known = { dealershipSlugs: ["coastal-kia", "metro-toyota"], carName: null }

describe("financeEnquiryPrefill", () => {
  it("opens empty without a query", () => {
    expect(financeEnquiryPrefill(empty, known, texts)).toEqual({ dealershipSlug: null, carId: null, budget: null, message: "" })
  })

  it("reads the car, the budget and the VIN into the Comments", () => {
    const prefill = financeEnquiryPrefill(
      { ...empty, car_id: "7", car_type: "used", vehiclePriceBudget: "45990", vin: "kna123456789" },
      { ...known, carName: "2022 Kia Sportage" },
      texts
    )
    expect(prefill).toEqual({
      dealershipSlug: null,
      carId: 7,
      budget: 45990,
      message:
        "I'd like to apply for finance on the 2022 Kia Sportage. I'd like finance for a budget of $45,990. VIN: KNA123456789"
    })
  })

  it("picks only a dealership the tenant has", () => {
    expect(financeEnquiryPrefill({ ...empty, preferredDealership: "coastal-kia" }, known, texts).dealershipSlug).toBe("coastal-kia")
    expect(financeEnquiryPrefill({ ...empty, preferredDealership: "elsewhere" }, known, texts).dealershipSlug).toBeNull()
  })

  it("leaves out what it cannot read", () => {
    const prefill = financeEnquiryPrefill({ ...empty, car_id: "7; drop", vehiclePriceBudget: "-5", vin: "<b>" }, known, texts)
    expect(prefill).toEqual({ dealershipSlug: null, carId: null, budget: null, message: "" })
  })
})
