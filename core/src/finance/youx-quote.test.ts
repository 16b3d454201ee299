import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { exampleCar } from "../testing/examples.ts"
import { YouxQuote, YouxQuoteRequest, youxQuoteRequest } from "./youx-quote.ts"
import { youxQuoteSummary } from "./youx-quote-summary.ts"

const car = {
  price: 45_990,
  year: 2022,
  vin: "JTMABC12345678901",
  nvic: "0A1B2C"
}
const on = { enabled: true, whoIsHelping: "Example Motors" }

describe("youxQuoteRequest", () => {
  it("asks for a 60-month quote with a GREAT credit score", () => {
    const body = youxQuoteRequest(car, on)
    expect(body).toEqual({
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 45_990,
      loanTerm: 60,
      year: 2022,
      vin: "JTMABC12345678901",
      nvic: "0A1B2C",
      whoIsHelping: "Example Motors"
    })
    expect(decodeOrThrow(YouxQuoteRequest, body, "quote request")).toEqual(body)
  })

  it("sends nothing when the switch is off, the car has a quote or no price", () => {
    expect(youxQuoteRequest(car, { ...on, enabled: false })).toBeNull()
    expect(youxQuoteRequest({ ...car, youxQuote: { weeklyRepaymentAmount: 100 } }, on)).toBeNull()
    expect(youxQuoteRequest({ ...car, price: 0 }, on)).toBeNull()
    expect(youxQuoteRequest({ ...car, price: -1 }, on)).toBeNull()
  })

  it("counts a stored quote without a weekly amount as no quote, and takes a stock Car as it is", () => {
    expect(youxQuoteRequest({ ...car, youxQuote: { weeklyRepaymentAmount: null } }, on)).not.toBeNull()
    const stocked = exampleCar({ price: 45_990, youxQuote: { weeklyRepaymentAmount: 112.5 } })
    expect(youxQuoteRequest(stocked, on)).toBeNull()
    expect(youxQuoteRequest({ ...stocked, youxQuote: null }, on)).toMatchObject({ purchasePrice: 45_990, loanTerm: 60 })
  })

  it("sends null for a missing VIN or NVIC", () => {
    expect(youxQuoteRequest({ price: 9990, year: 2012 }, on)).toMatchObject({
      vin: null,
      nvic: null
    })
  })
})

describe("YouxQuote", () => {
  it("decodes the stored quote and refuses one without a weekly repayment", () => {
    const quote = {
      weeklyRepaymentAmount: 112.5,
      advertisedRate: 6.29,
      comparisonRate: 8.19
    }
    expect(decodeOrThrow(YouxQuote, quote, "quote")).toEqual(quote)
    expect(() => decodeOrThrow(YouxQuote, { advertisedRate: 6.29 }, "quote")).toThrow(/weeklyRepaymentAmount/)
  })
})

describe("youxQuoteSummary", () => {
  it("derives the monthly repayment as weekly × 4.33, a 10% deposit and a 30% final payment", () => {
    expect(
      youxQuoteSummary(
        {
          weeklyRepaymentAmount: 100,
          advertisedRate: 6.29,
          comparisonRate: 8.19
        },
        40_000
      )
    ).toEqual({
      weeklyRepayment: 100,
      monthlyRepayment: 433,
      deposit: 4000,
      finalPayment: 12_000,
      termYears: 5,
      advertisedRate: 6.29,
      comparisonRate: 8.19
    })
    expect(youxQuoteSummary({ weeklyRepaymentAmount: null }, 40_000)).toBeNull()
  })
})
