import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/**
 * A car's finance quote (sections 3 and 7), stored on the car as `youxQuote`.
 *
 * @example
 * import { YouxQuote } from "@dealer/core/finance"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(YouxQuote, { weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 }, "quote")
 */
export const YouxQuote = /* @__PURE__ */ Schema.Struct({
  weeklyRepaymentAmount: Schema.Finite,
  advertisedRate: /* @__PURE__ */ Maybe(Schema.Finite),
  comparisonRate: /* @__PURE__ */ Maybe(Schema.Finite)
})
export type YouxQuote = typeof YouxQuote.Type

/**
 * The quote's fixed assumptions (section 9): a 5-year term, 10% deposit, 30% final payment, credit score GREAT.
 *
 * @example
 * import { youxQuoteTerms } from "@dealer/core/finance"
 *
 * youxQuoteTerms.weeksPerMonth // => 4.33
 */
export const youxQuoteTerms = {
  termYears: 5,
  loanTermMonths: 60,
  depositShare: 0.1,
  finalPaymentShare: 0.3,
  weeksPerMonth: 4.33,
  selfAssessedCreditScore: "GREAT"
} as const

/**
 * The body of `POST /api/youx/quote` (section 7). `loanTerm` is in months (60 for the 5-year term).
 *
 * @example
 * import { YouxQuoteRequest } from "@dealer/core/finance"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const body = { selfAssessedCreditScore: "GREAT", purchasePrice: 40000, loanTerm: 60, year: 2022, vin: null, nvic: null, whoIsHelping: "Example Motors" }
 * decodeOrThrow(YouxQuoteRequest, body, "quote request").purchasePrice // => 40000
 */
export const YouxQuoteRequest = /* @__PURE__ */ Schema.Struct({
  selfAssessedCreditScore: /* @__PURE__ */ Schema.Literal("GREAT"),
  purchasePrice: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isGreaterThan(0)),
  loanTerm: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThan(0)),
  year: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt()),
  vin: /* @__PURE__ */ Schema.NullOr(Schema.String),
  nvic: /* @__PURE__ */ Schema.NullOr(Schema.String),
  whoIsHelping: Schema.String
})
export type YouxQuoteRequest = typeof YouxQuoteRequest.Type

/** A quote as a car may store it: the weekly amount can be missing (stock's `CarYouxQuote`). */
export interface StoredYouxQuote {
  readonly weeklyRepaymentAmount?: number | null | undefined
  readonly advertisedRate?: number | null | undefined
  readonly comparisonRate?: number | null | undefined
}

/** The fields of a car a Youx quote is asked for. */
export interface YouxQuoteCar {
  readonly price: number
  readonly year: number
  readonly vin?: string | null | undefined
  readonly nvic?: string | null | undefined
  readonly youxQuote?: StoredYouxQuote | null | undefined
}

/**
 * Whether a car already has a quote: a stored quote with a weekly repayment amount.
 *
 * @example
 * import { hasYouxQuote } from "@dealer/core/finance"
 *
 * hasYouxQuote({ youxQuote: { weeklyRepaymentAmount: null } }) // => false
 */
export function hasYouxQuote(car: Pick<YouxQuoteCar, "youxQuote">): boolean {
  const weekly = car.youxQuote?.weeklyRepaymentAmount
  return weekly !== null && weekly !== undefined
}

/** The site's Youx quote switch and the name of who is helping the shopper. */
export interface YouxQuoteContext {
  /** The site quote switch (`youx_quote_enabled`). */
  readonly enabled: boolean
  /** `youx_who_is_helping`, else the site name. */
  readonly whoIsHelping: string
}

/**
 * The quote request for a car, or null when none is sent (section 7): only when the site quote
 * switch is on, the car has no quote yet (`hasYouxQuote`) and its price is above 0.
 *
 * @example
 * import { youxQuoteRequest } from "@dealer/core/finance"
 *
 * youxQuoteRequest({ price: 45990, year: 2022, vin: "JTM…", nvic: null }, { enabled: true, whoIsHelping: "Example Motors" })
 * // => { selfAssessedCreditScore: "GREAT", purchasePrice: 45990, loanTerm: 60, year: 2022, vin: "JTM…", nvic: null, whoIsHelping: "Example Motors" }
 */
export function youxQuoteRequest(car: YouxQuoteCar, context: YouxQuoteContext): YouxQuoteRequest | null {
  if (!context.enabled || hasYouxQuote(car) || !(car.price > 0)) return null
  return {
    selfAssessedCreditScore: youxQuoteTerms.selfAssessedCreditScore,
    purchasePrice: car.price,
    loanTerm: youxQuoteTerms.loanTermMonths,
    year: car.year,
    vin: car.vin ?? null,
    nvic: car.nvic ?? null,
    whoIsHelping: context.whoIsHelping
  }
}
