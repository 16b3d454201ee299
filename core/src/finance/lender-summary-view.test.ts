import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { financeDisclaimerView } from "./disclaimer-view.ts"
import { formatFinanceRate } from "./finance-rate-format.ts"
import { defaultLenderSummaryRules, otherLenderSummaryRule } from "./lender-summary-rule.ts"
import { lenderSummaryView } from "./lender-summary-view.ts"

const record = {
  interestRate: 6.29,
  comparisonRate: 8.19,
  paymentWeek: 112.4,
  paymentMonth: 487,
  termYears: 5,
  deposit: 0,
  balloon: 13_797,
  disclaimer: "Comparison rate based on a 5-year secured loan of $30,000. ".repeat(5)
}

describe("lenderSummaryView", () => {
  it("shows the weekly payment, rates, term, deposit and balloon", () => {
    const view = lenderSummaryView(record, otherLenderSummaryRule, defaultTexts, false)
    expect(view.payment).toEqual({
      amount: 112.4,
      text: "$112",
      suffix: "/week"
    })
    expect(view.items).toEqual([
      { label: "Interest Rate", text: "6.29%" },
      { label: "Comparison Rate", text: "8.19%" },
      { label: "Term", text: "5 years" },
      { label: "Deposit", text: "$0" },
      { label: "Balloon", text: "$13,797" }
    ])
  })

  it("shows the monthly payment for a lender whose rule needs one", () => {
    const nissan = defaultLenderSummaryRules["nissan_finance"] ?? otherLenderSummaryRule
    expect(lenderSummaryView(record, nissan, defaultTexts, false).payment).toEqual({
      amount: 487,
      text: "$487",
      suffix: "/month"
    })
  })

  it("leaves out what the record lacks and reads the term from months", () => {
    const view = lenderSummaryView(
      { interestRate: 6.29, comparisonRate: 8.19, termMonths: 66 },
      otherLenderSummaryRule,
      defaultTexts,
      false
    )
    expect(view.payment).toBeNull()
    expect(view.items.map((item) => item.text)).toEqual(["6.29%", "8.19%", "5.5 years"])
    expect(view.disclaimer).toBeNull()
  })

  it("cuts the disclaimer at 197 characters with Show More, and shows it whole with Show Less", () => {
    const collapsed = lenderSummaryView(record, otherLenderSummaryRule, defaultTexts, false).disclaimer
    expect(collapsed?.text).toBe(`${record.disclaimer.slice(0, 197)}...`)
    expect(collapsed?.toggle).toEqual({ label: "Show More", expanded: false })
    const expanded = lenderSummaryView(record, otherLenderSummaryRule, defaultTexts, true).disclaimer
    expect(expanded).toEqual({
      text: record.disclaimer,
      toggle: { label: "Show Less", expanded: true }
    })
  })
})

describe("financeDisclaimerView", () => {
  const collapsible = { collapsible: true, expanded: false }
  it("needs no toggle for 197 characters or fewer", () => {
    expect(financeDisclaimerView("a".repeat(197), collapsible, defaultTexts)).toEqual({
      text: "a".repeat(197),
      toggle: null
    })
    expect(financeDisclaimerView("a".repeat(198), collapsible, defaultTexts).text).toBe(`${"a".repeat(197)}...`)
  })

  it("never splits a character made of two code units", () => {
    const text = `${"a".repeat(196)}🚗🚗🚗`
    expect(financeDisclaimerView(text, collapsible, defaultTexts).text).toBe(`${"a".repeat(196)}🚗...`)
  })
})

describe("formatFinanceRate", () => {
  it("shows up to two decimals", () => {
    expect(formatFinanceRate(8.19)).toBe("8.19%")
    expect(formatFinanceRate(8.5)).toBe("8.5%")
    expect(formatFinanceRate(10)).toBe("10%")
    expect(formatFinanceRate(5.999)).toBe("6%")
  })
})
