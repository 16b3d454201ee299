import fc from "fast-check"
import { pmt } from "financial"
import { describe, expect, it } from "vitest"
import { financeFeeArbitrary, financeFrequencyArbitrary } from "../testing/finance-arbitraries.ts"
import { annuityRepayment } from "./annuity.ts"
import { financeRepayment } from "./repayment.ts"

const perYear = { weekly: 52, fortnightly: 26, monthly: 12 } as const

// Below a periodic rate of about 1e-6, `pmt`'s own `(1 + r)^n - 1` cancels and it drifts from the true
// repayment by more than 1e-9 (at 1e-12 by 1e-4): there the series oracle below takes over.
const PMT_ACCURATE_FROM = 1e-6

const oracleCase = fc.record({
  amount: fc.oneof(
    fc.integer({ min: 1000, max: 250_000 }),
    fc.double({ min: 1, max: 1e12, noNaN: true }),
    fc.constant(1e12)
  ),
  depositShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 0.9, noNaN: true })),
  establishmentFee: financeFeeArbitrary,
  frequency: financeFrequencyArbitrary,
  termYears: fc.oneof(
    fc.integer({ min: 1, max: 14 }).map((steps) => steps * 0.5),
    fc.constantFrom(1 / 52, 1 / 26, 1 / 12),
    fc.double({ min: 0, max: 50, minExcluded: true, noNaN: true })
  ),
  annualRatePercent: fc.oneof(
    fc.constant(0),
    fc.double({ min: PMT_ACCURATE_FROM * 52 * 100, max: 0.1, noNaN: true }),
    fc.integer({ min: 1, max: 40 }).map((steps) => steps * 0.5),
    fc.double({ min: PMT_ACCURATE_FROM * 52 * 100, max: 100, noNaN: true })
  ),
  balloonShare: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true }))
})

describe("financeRepayment against numpy-financial's pmt", () => {
  it("agrees to 1e-9 relative on 100,000 random loans", () => {
    let oneRepayment = 0
    let balloonIsPrincipal = 0
    let zeroRate = 0
    fc.assert(
      fc.property(oracleCase, (c) => {
        const deposit = c.depositShare * c.amount
        const principal = c.amount - deposit + c.establishmentFee
        const balloon = c.balloonShare * principal
        const result = financeRepayment({ ...c, deposit, balloon }, { roundUp: false })
        const periods = Math.max(1, Math.round(c.termYears * perYear[c.frequency]))
        const expected = -pmt(c.annualRatePercent / 100 / perYear[c.frequency], periods, principal, -balloon)
        if (periods === 1) oneRepayment++
        if (c.balloonShare === 1) balloonIsPrincipal++
        if (c.annualRatePercent === 0) zeroRate++
        return result.periods === periods && Math.abs(result.exactRepayment - expected) <= 1e-9 * Math.abs(expected)
      }),
      { numRuns: 100_000 }
    )
    // The edge cases the comparison must include did occur.
    expect(oneRepayment).toBeGreaterThan(1000)
    expect(balloonIsPrincipal).toBeGreaterThan(1000)
    expect(zeroRate).toBeGreaterThan(1000)
  })

  it("is exact at tiny rates where pmt loses digits, against the binomial series", () => {
    // ((1 + r)^n - 1) / r = n + C(n,2) r + C(n,3) r² + C(n,4) r³ + …; with n·r below 1e-3 the
    // terms left out are below 1e-12 of the sum.
    const series = (r: number, n: number) =>
      n +
      ((n * (n - 1)) / 2) * r +
      ((n * (n - 1) * (n - 2)) / 6) * r ** 2 +
      ((n * (n - 1) * (n - 2) * (n - 3)) / 24) * r ** 3
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e12, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 2600 }),
        fc.double({ min: 1e-300, max: 1e-3, noNaN: true }),
        (principal, balloonShare, periods, scaled) => {
          const ratePerPeriod = scaled / periods
          const balloon = balloonShare * principal
          const expected = principal * ratePerPeriod + (principal - balloon) / series(ratePerPeriod, periods)
          const actual = annuityRepayment({
            principal,
            ratePerPeriod,
            periods,
            balloon
          })
          return Math.abs(actual - expected) <= 1e-11 * expected
        }
      ),
      { numRuns: 10_000 }
    )
  })

  it("matches pmt where pmt is exact and drifts from it only where pmt cancels", () => {
    const terms = { principal: 30_000, periods: 1, balloon: 0 }
    expect(Math.abs(annuityRepayment({ ...terms, ratePerPeriod: 1e-12 }) - 30_000.00000003)).toBeLessThan(1e-10)
    expect(Math.abs(-pmt(1e-12, 1, 30_000) - 30_000.00000003)).toBeGreaterThan(1)
  })
})
