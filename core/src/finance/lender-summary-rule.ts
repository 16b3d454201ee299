import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/**
 * What one lender's summary strip needs beyond a record with an interest and a comparison rate
 * (section 5, "Finance summary eligibility"). Absent or null fields are not required.
 *
 * @example
 * import { LenderSummaryRule } from "@dealer/core/finance"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(LenderSummaryRule, { maxAgeYears: 12, minPriceExclusive: 500, requiresAvailable: true }, "rule")
 */
export const LenderSummaryRule = /* @__PURE__ */ Schema.Struct({
  /** The car's year must be within this many years of the current year. */
  maxAgeYears: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0))),
  /** The car's price must be over this amount. */
  minPriceExclusive: /* @__PURE__ */ Maybe(Schema.Finite),
  /** The car must be available (in stock or coming soon). */
  requiresAvailable: Schema.Boolean,
  /** The record must carry a weekly payment. */
  requiresWeeklyPayment: /* @__PURE__ */ Maybe(Schema.Boolean),
  /** The record must carry a monthly payment. */
  requiresMonthlyPayment: /* @__PURE__ */ Maybe(Schema.Boolean)
})
export type LenderSummaryRule = typeof LenderSummaryRule.Type

/**
 * "Others need price over 500, availability and a weekly payment."
 *
 * @example
 * import { otherLenderSummaryRule } from "@dealer/core/finance"
 *
 * otherLenderSummaryRule.minPriceExclusive // => 500
 */
export const otherLenderSummaryRule: LenderSummaryRule = {
  minPriceExclusive: 500,
  requiresAvailable: true,
  requiresWeeklyPayment: true
}

/**
 * Which of the named lenders follows which rule, keyed by normalised lender name. The
 * specification names the rules but not the lenders for "one lender" and "two lenders"; this is
 * the chosen mapping (docs/core/finance.md, Decisions). Lenders not listed follow
 * `otherLenderSummaryRule`; a tenant may override any entry through `lender_summary_rules`.
 *
 * @example
 * import { defaultLenderSummaryRules } from "@dealer/core/finance"
 *
 * defaultLenderSummaryRules["taurus"]?.maxAgeYears // => 12
 */
export const defaultLenderSummaryRules: Readonly<Record<string, LenderSummaryRule>> = {
  /** The one lender with an age limit: year within 12 years, price over 500, available. */
  taurus: { maxAgeYears: 12, minPriceExclusive: 500, requiresAvailable: true },
  /** The two lenders needing only availability: the dealer's own figures ... */
  manual: { requiresAvailable: true },
  /** ... and the manufacturer's finance arm, which also needs a monthly payment. */
  nissan_finance: { requiresAvailable: true, requiresMonthlyPayment: true }
}
