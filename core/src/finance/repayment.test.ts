import { Schema } from "effect"
import fc from "fast-check"
import { pmt } from "financial"
import { describe, expect, it } from "vitest"
import {
  financeCalculatorInputArbitrary,
  financeFeeArbitrary,
  financeFrequencyArbitrary
} from "../testing/finance-arbitraries.ts"
import { FinanceCalculatorInput } from "./calculator-input.ts"
import { financeRepayment, roundUpToDollar } from "./repayment.ts"

const runs = { numRuns: 1000 }
const exact = { roundUp: false }
const monthly30k = {
  amount: 30_000,
  deposit: 0,
  establishmentFee: 0,
  balloon: 0,
  annualRatePercent: 6.29,
  termYears: 5,
  frequency: "monthly"
} as const

function quoted(input: FinanceCalculatorInput, roundUp = false) {
  const result = financeRepayment(input, { roundUp })
  if (result.kind !== "quote") throw new Error(`expected a quote for ${JSON.stringify(input)}`)
  return result
}

describe("financeRepayment on the specification's numbers", () => {
  it("repays $30,000 at 6.29% over 5 years monthly with $584.04", () => {
    const result = quoted(monthly30k)
    expect(result.exactRepayment).toBeCloseTo(584.04, 2)
    expect(result.periods).toBe(60)
    expect(result.totalPayable).toBeCloseTo(35_042.28, 2)
  })

  it("adds the establishment fee to the principal (1,300 and 1,360.5)", () => {
    expect(quoted({ ...monthly30k, establishmentFee: 1300 }).exactRepayment).toBeCloseTo(609.35, 2)
    expect(quoted({ ...monthly30k, establishmentFee: 1360.5 }).exactRepayment).toBeCloseTo(610.52, 2)
    expect(quoted({ ...monthly30k, establishmentFee: 1300 }).principal).toBe(31_300)
  })

  it("subtracts the deposit or trade-in and leaves the balloon to the end", () => {
    expect(quoted({ ...monthly30k, amount: 40_000, deposit: 10_000 }).exactRepayment).toBeCloseTo(584.04, 2)
    const balloon = quoted({
      ...monthly30k,
      establishmentFee: 1300,
      balloon: 9000
    })
    expect(balloon.exactRepayment).toBeCloseTo(481.31, 2)
    expect(balloon.totalPayable).toBeCloseTo(37_878.6, 1)
  })

  it("counts 52 weekly, 26 fortnightly and 12 monthly repayments a year", () => {
    const zero = { ...monthly30k, amount: 26_000, annualRatePercent: 0 }
    expect(quoted({ ...zero, frequency: "weekly" })).toMatchObject({
      periods: 260,
      exactRepayment: 100
    })
    expect(quoted({ ...zero, frequency: "fortnightly" })).toMatchObject({
      periods: 130,
      exactRepayment: 200
    })
    expect(quoted({ ...zero, frequency: "monthly" }).exactRepayment).toBeCloseTo(433.33, 2)
    expect(quoted({ ...zero, termYears: 5.5, frequency: "weekly" }).periods).toBe(286)
  })

  it("divides straight at a zero rate", () => {
    expect(quoted({ ...monthly30k, annualRatePercent: 0 }).exactRepayment).toBe(500)
    expect(quoted({ ...monthly30k, annualRatePercent: 0, balloon: 6000 }).exactRepayment).toBe(400)
  })

  it("rounds up to the next whole dollar for dealers rounding up, and totals the rounded repayment", () => {
    const result = quoted(monthly30k, true)
    expect(result.repayment).toBe(585)
    expect(result.totalPayable).toBe(585 * 60)
    expect(roundUpToDollar(500)).toBe(500)
    expect(roundUpToDollar(500.0000000001)).toBe(500)
    expect(roundUpToDollar(500.01)).toBe(501)
  })

  it("gives no quote for a repayment at or below $25, or nothing to finance", () => {
    const zero = { ...monthly30k, annualRatePercent: 0, termYears: 1 }
    expect(financeRepayment({ ...zero, amount: 300 }, exact).kind).toBe("enquire")
    expect(financeRepayment({ ...zero, amount: 312 }, exact)).toMatchObject({
      kind: "quote",
      repayment: 26
    })
    expect(financeRepayment({ ...monthly30k, deposit: 40_000 }, exact).kind).toBe("enquire")
    expect(financeRepayment({ ...monthly30k, balloon: 30_000, annualRatePercent: 0 }, exact).kind).toBe("enquire")
    // $24.01 rounds up to $25: still no quote.
    expect(financeRepayment({ ...zero, amount: 288.12 }, { roundUp: true }).kind).toBe("enquire")
  })
})

const realistic = fc.record({
  amount: fc.integer({ min: 1000, max: 250_000 }),
  deposit: fc.integer({ min: 0, max: 500 }),
  establishmentFee: financeFeeArbitrary,
  balloon: fc.constant(0),
  annualRatePercent: fc.double({ min: 0, max: 30, noNaN: true }),
  termYears: fc.integer({ min: 1, max: 14 }).map((steps) => steps * 0.5),
  frequency: financeFrequencyArbitrary
})
const withBalloonBelowPrincipal = realistic.chain((input) =>
  fc.double({ min: 0, max: 0.9, noNaN: true }).map((share) => ({
    ...input,
    balloon: share * (input.amount - input.deposit + input.establishmentFee)
  }))
)

describe("financeRepayment laws", () => {
  it("increases with the amount", () => {
    fc.assert(
      fc.property(financeCalculatorInputArbitrary, fc.integer({ min: 1, max: 1_000_000 }), (input, more) => {
        fc.pre(input.amount + more <= 1e12)
        const before = financeRepayment(input, exact).exactRepayment
        expect(financeRepayment({ ...input, amount: input.amount + more }, exact).exactRepayment).toBeGreaterThan(
          before
        )
      }),
      runs
    )
  })

  it("increases with the rate", () => {
    fc.assert(
      fc.property(withBalloonBelowPrincipal, fc.double({ min: 0.01, max: 10, noNaN: true }), (input, more) => {
        const before = financeRepayment(input, exact).exactRepayment
        const higher = {
          ...input,
          annualRatePercent: input.annualRatePercent + more
        }
        expect(financeRepayment(higher, exact).exactRepayment).toBeGreaterThan(before)
      }),
      runs
    )
  })

  it("decreases with the term while the balloon is below the principal", () => {
    fc.assert(
      fc.property(withBalloonBelowPrincipal, fc.integer({ min: 1, max: 10 }), (input, moreYears) => {
        const before = financeRepayment(input, exact).exactRepayment
        const longer = { ...input, termYears: input.termYears + moreYears }
        expect(financeRepayment(longer, exact).exactRepayment).toBeLessThan(before)
      }),
      runs
    )
  })

  it("decreases with the deposit", () => {
    fc.assert(
      fc.property(financeCalculatorInputArbitrary, fc.integer({ min: 1, max: 1_000_000 }), (input, more) => {
        fc.pre(input.deposit + more <= 1e12)
        const before = financeRepayment(input, exact).exactRepayment
        expect(financeRepayment({ ...input, deposit: input.deposit + more }, exact).exactRepayment).toBeLessThan(before)
      }),
      runs
    )
  })

  it("equals straight division at a zero rate", () => {
    fc.assert(
      fc.property(financeCalculatorInputArbitrary, (input) => {
        const result = financeRepayment({ ...input, annualRatePercent: 0 }, exact)
        const owed = input.amount - input.deposit + input.establishmentFee - input.balloon
        expect(result.exactRepayment * result.periods).toBeCloseTo(owed, 0)
        const scale = Math.max(1, Math.abs(owed))
        expect(Math.abs(result.exactRepayment * result.periods - owed) / scale).toBeLessThan(1e-12)
      }),
      runs
    )
  })

  it("leaves exactly the balloon owing after the last repayment", () => {
    fc.assert(
      fc.property(withBalloonBelowPrincipal, (input) => {
        const result = financeRepayment(input, exact)
        const rate = input.annualRatePercent / 100 / { weekly: 52, fortnightly: 26, monthly: 12 }[input.frequency]
        let balance = result.principal
        for (let period = 0; period < result.periods; period++) balance = balance * (1 + rate) - result.exactRepayment
        expect(Math.abs(balance - input.balloon)).toBeLessThan(1e-6 * result.principal)
      }),
      runs
    )
  })

  it("never gives NaN or Infinity for an input the schema accepts", () => {
    const accepts = Schema.is(FinanceCalculatorInput)
    fc.assert(
      fc.property(financeCalculatorInputArbitrary, fc.boolean(), (input, roundUp) => {
        expect(accepts(input)).toBe(true)
        const result = financeRepayment(input, { roundUp })
        expect(Number.isFinite(result.exactRepayment)).toBe(true)
        if (result.kind === "quote") {
          expect(Number.isFinite(result.repayment)).toBe(true)
          expect(Number.isFinite(result.totalPayable)).toBe(true)
          expect(result.repayment).toBeGreaterThan(25)
        }
      }),
      { numRuns: 5000 }
    )
  })

  it("refuses inputs that could give NaN or Infinity", () => {
    const accepts = Schema.is(FinanceCalculatorInput)
    for (const bad of [
      { termYears: 0 },
      { termYears: -1 },
      { amount: Number.POSITIVE_INFINITY },
      { amount: Number.NaN },
      { deposit: -1 },
      { annualRatePercent: -0.5 },
      { annualRatePercent: 101 },
      { balloon: 2e12 }
    ]) {
      expect(accepts({ ...monthly30k, ...bad })).toBe(false)
    }
  })

  it("agrees with pmt on the specification's example", () => {
    expect(quoted(monthly30k).exactRepayment).toBeCloseTo(-pmt(0.0629 / 12, 60, 30_000), 9)
  })
})
