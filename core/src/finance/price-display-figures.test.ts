import { describe, expect, it } from "vitest"
import { priceDisplayFigures } from "./price-display-figures.ts"

const repayment = { text: "$147", suffix: "/week" }
const finance = {
  payment: { amount: 146.7, text: "$147", suffix: "/week" },
  items: [{ label: "Interest Rate", text: "6.29%" }]
}

describe("priceDisplayFigures", () => {
  it("shows the cash price and the whole finance strip with Cash, the default", () => {
    expect(priceDisplayFigures("Cash", { repayment, finance })).toEqual({ repayment: null, finance })
  })

  it("leads with the repayment with Finance, and drops the strip's payment it would repeat", () => {
    expect(priceDisplayFigures("Finance", { repayment, finance })).toEqual({
      repayment,
      finance: { payment: null, items: finance.items }
    })
  })

  it("drops a strip left with nothing to show", () => {
    expect(priceDisplayFigures("Finance", { repayment, finance: { ...finance, items: [] } })).toEqual({
      repayment,
      finance: null
    })
    expect(priceDisplayFigures("Finance", { repayment, finance: null })).toEqual({ repayment, finance: null })
  })

  it("shows the cash price whatever the choice when the car has no repayment", () => {
    expect(priceDisplayFigures("Finance", { repayment: null, finance: null })).toEqual({ repayment: null, finance: null })
  })
})
