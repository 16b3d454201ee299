import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { youxQuoteStripPlaceholder, youxQuoteStripView } from "./youx-quote-strip-view.ts"

describe("youxQuoteStripView", () => {
  it("shows the weekly repayment, rates, 5-year term, 10% deposit and 30% final payment", () => {
    const view = youxQuoteStripView(
      { weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 },
      40_000,
      defaultTexts
    )
    expect(view).toEqual({
      payment: { amount: 112.5, text: "$113", suffix: "/week" },
      items: [
        { label: "Interest Rate", text: "6.29%" },
        { label: "Comparison Rate", text: "8.19%" },
        { label: "Term", text: "5 years" },
        { label: "Deposit", text: "$4,000" },
        { label: "Balloon", text: "$12,000" }
      ]
    })
  })

  it("leaves out rates the quote does not give", () => {
    const view = youxQuoteStripView({ weeklyRepaymentAmount: 90, advertisedRate: null }, 30_000, defaultTexts)
    expect(view?.items.map((item) => item.label)).toEqual(["Term", "Deposit", "Balloon"])
  })

  it("shows nothing without a quote or without a weekly amount", () => {
    expect(youxQuoteStripView(null, 30_000, defaultTexts)).toBeNull()
    expect(youxQuoteStripView({ weeklyRepaymentAmount: null }, 30_000, defaultTexts)).toBeNull()
  })

  it("holds a quote's place with a strip of its shape: the payment and both rates, term, deposit and balloon", () => {
    const standIn = youxQuoteStripPlaceholder(40_000, defaultTexts)
    const quote = youxQuoteStripView({ weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 }, 40_000, defaultTexts)
    expect(standIn.items.map((item) => item.label)).toEqual(quote?.items.map((item) => item.label))
    expect(standIn.payment?.suffix).toBe("/week")
    expect(standIn.payment?.text).toMatch(/^\$\d{3}$/)
  })
})
