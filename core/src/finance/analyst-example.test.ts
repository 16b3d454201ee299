// An analyst's property test over the finance engine (quoted in docs/analysts.md).
// Outside core, import the same names from "@dealer/core/finance", "@dealer/core/tenant" and
// "@dealer/core/testing".
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  financeCalculatorInputArbitrary,
  financeDepositArbitrary,
  financeSettingsArbitrary
} from "../testing/finance-arbitraries.ts"
import { defaultTexts } from "../tenant/index.ts"
import { financeCalculatorView, financeRepayment } from "./index.ts"

describe("analyst: deposits and rounding", () => {
  it("a bigger deposit never raises the repayment shown, even for dealers rounding up", () => {
    fc.assert(
      fc.property(financeCalculatorInputArbitrary, financeDepositArbitrary, fc.boolean(), (input, extra, roundUp) => {
        fc.pre(input.deposit + extra <= 1e12)
        const before = financeRepayment(input, { roundUp })
        const after = financeRepayment({ ...input, deposit: input.deposit + extra }, { roundUp })
        const shown = (result: typeof before) => (result.kind === "quote" ? result.repayment : 0)
        expect(shown(after)).toBeLessThanOrEqual(shown(before))
      }),
      { numRuns: 1000 }
    )
  })

  it("no tenant variant ever quotes $25 or less", () => {
    const values = fc.record({
      amount: fc.integer({ min: 0, max: 300_000 }),
      deposit: fc.integer({ min: 0, max: 300_000 }),
      balloon: fc.integer({ min: 0, max: 300_000 }),
      annualRatePercent: fc.double({ min: 0, max: 25, noNaN: true }),
      termYears: fc.double({ min: 0, max: 10, noNaN: true }),
      frequency: fc.constantFrom("weekly", "fortnightly", "monthly")
    })
    fc.assert(
      fc.property(values, financeSettingsArbitrary, (value, settings) => {
        const view = financeCalculatorView(value, {
          settings,
          carPrice: value.amount,
          disclaimer: null,
          disclaimerExpanded: false,
          texts: defaultTexts
        })
        if (view.result.kind === "quote") expect(view.result.repayment).toBeGreaterThan(25)
        else expect(view.repayment.repaymentText).toBe("Enquire for Finance")
      }),
      { numRuns: 1000 }
    )
  })
})
