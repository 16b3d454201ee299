import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import { withDefault } from "../shared/with-default.ts"
import { LenderSummaryRule, otherLenderSummaryRule } from "./lender-summary-rule.ts"
import { PaymentFrequency } from "./payment-frequency-schema.ts"

const Money = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0))
const Positive = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isGreaterThan(0))
const Percent = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isBetween({ minimum: 0, maximum: 100 }))

const Fields = /* @__PURE__ */ Schema.Struct({
  // Loan amount slider (section 5).
  /** Loan amount slider step. */
  loan_amount_step: /* @__PURE__ */ withDefault(Positive, 500),
  /** Lowest loan amount: 1,000, or 5,000 for one lender or tenant. */
  loan_amount_min: /* @__PURE__ */ withDefault(Money, 1000),
  /** Highest loan amount: 100,000, or 250,000 on another variant. */
  loan_amount_max: /* @__PURE__ */ withDefault(Money, 100_000),
  /** Some dealers raise the maximum to `loan_amount_price_factor` × the car price when the car costs more than the maximum. */
  loan_amount_max_follows_price: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  loan_amount_price_factor: /* @__PURE__ */ withDefault(Positive, 1.05),
  /** Loan amount when the car has no price: the default amount, else 30,000 (section 9). */
  default_loan_amount: /* @__PURE__ */ withDefault(Money, 30_000),

  // Term slider.
  term_years_min: /* @__PURE__ */ withDefault(Positive, 1),
  /** 7 years, or 5 for some dealers. */
  term_years_max: /* @__PURE__ */ withDefault(Positive, 7),
  term_years_step: /* @__PURE__ */ withDefault(Positive, 0.5),
  /** Custom term increments in years; the slider then indexes into this list. */
  term_increments: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.NullOr(/* @__PURE__ */ Schema.Array(Positive).check(/* @__PURE__ */ Schema.isMinLength(1))), null),
  /** 5, or 6 years on some tenants. */
  default_term_years: /* @__PURE__ */ withDefault(Positive, 5),

  // Interest slider: 0.5–15 by default; variants 7.5–14.5, 1–14.5, 5.99–15.99, 9.95–19.95, 4–20.
  interest_min: /* @__PURE__ */ withDefault(Percent, 0.5),
  interest_max: /* @__PURE__ */ withDefault(Percent, 15),
  interest_step: /* @__PURE__ */ withDefault(Positive, 0.5),
  /** 10, or 8.5 on another tenant. */
  default_interest_rate: /* @__PURE__ */ withDefault(Percent, 10),
  /** Dealers using lender-supplied rates take the rate from the car's lender record and hide the interest slider. */
  uses_lender_rates: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** One tenant hides the interest slider although it sets its own rate. */
  hide_interest_rate: /* @__PURE__ */ withDefault(Schema.Boolean, false),

  // Deposit or trade-in and residual.
  deposit_max: /* @__PURE__ */ withDefault(Money, 250_000),
  deposit_step: /* @__PURE__ */ withDefault(Positive, 500),
  balloon_max: /* @__PURE__ */ withDefault(Money, 250_000),
  balloon_step: /* @__PURE__ */ withDefault(Positive, 500),
  /** The residual input is hidden on one tenant. */
  show_balloon: /* @__PURE__ */ withDefault(Schema.Boolean, true),

  // Repayment.
  default_frequency: /* @__PURE__ */ withDefault(PaymentFrequency, "weekly"),
  /** Monthly-only dealers offer only monthly repayments and disable the interest slider. */
  monthly_only: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** Dealers "rounding up" show repayments rounded up to the next whole dollar. */
  round_up_repayment: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** Establishment fee added to the loan (1,300 for one lender, 1,360.5 for another). */
  establishment_fee: /* @__PURE__ */ withDefault(Money, 0),
  /** Government security registration fee, added to the loan; not a credit fee in the comparison rate. */
  security_registration_fee: /* @__PURE__ */ withDefault(Money, 0),
  /** Dealer agency (origination) fee, added to the loan; a credit fee in the comparison rate. */
  dealer_agency_fee: /* @__PURE__ */ withDefault(Money, 0),
  /** Monthly account-keeping fee; counts in the comparison rate only. */
  monthly_account_fee: /* @__PURE__ */ withDefault(Money, 0),
  /** Where the calculator's finance button leads: /finance, or /finance-enquiry or /apply-for-finance on some dealerships (section 2). */
  finance_link: /* @__PURE__ */ withDefault(Schema.String, "/finance"),
  /** The calculator disclaimer starts collapsed to 197 characters with Show More/Less for some dealers. */
  disclaimer_collapsible: /* @__PURE__ */ withDefault(Schema.Boolean, false),

  // Lender summary strips.
  summary_excluded_manufacturers: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(Schema.String), ["Suzuki"]),
  summary_excluded_dealer_slugs: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(Schema.String), []),
  summary_excluded_dealer_ids: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(Schema.Finite), []),
  /** Per-lender rules over `defaultLenderSummaryRules`, keyed by normalised lender name. */
  lender_summary_rules: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Record(Schema.String, LenderSummaryRule), {}),
  /** Rule for lenders with no entry of their own. */
  other_lender_summary_rule: /* @__PURE__ */ withDefault(LenderSummaryRule, otherLenderSummaryRule),

  // Finance quote (section 7).
  /** The site quote switch: request a quote for cars without one. */
  youx_quote_enabled: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** `whoIsHelping` sent with the quote request; the site name when absent. */
  youx_who_is_helping: /* @__PURE__ */ Maybe(Schema.String),

  // Fuel cost calculator (section 5).
  fuel_price_per_litre: /* @__PURE__ */ withDefault(Money, 1.7),
  fuel_km_per_week: /* @__PURE__ */ withDefault(Money, 250),
  fuel_default_consumption: /* @__PURE__ */ withDefault(Positive, 10)
})

type Fields = typeof Fields.Type

/**
 * The interest slider ranges the specification lists (percent): the default, then the lender and dealer variants.
 *
 * @example
 * import { FinanceSettings, financeInterestRangeVariants } from "@dealer/core/finance"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(FinanceSettings, financeInterestRangeVariants[4], "finance") // 9.95 to 19.95
 */
export const financeInterestRangeVariants: ReadonlyArray<{
  readonly interest_min: number
  readonly interest_max: number
}> = [
  { interest_min: 0.5, interest_max: 15 },
  { interest_min: 7.5, interest_max: 14.5 },
  { interest_min: 1, interest_max: 14.5 },
  { interest_min: 5.99, interest_max: 15.99 },
  { interest_min: 9.95, interest_max: 19.95 },
  { interest_min: 4, interest_max: 20 }
]

const orderedPairs = [
  ["loan_amount_min", "loan_amount_max"],
  ["term_years_min", "term_years_max"],
  ["interest_min", "interest_max"]
] as const

function ordered(settings: Fields): ReadonlyArray<Schema.FilterIssue> {
  return orderedPairs
    .filter(([min, max]) => settings[min] >= settings[max])
    .map(([min, max]) => ({ path: [min], issue: `${min} must be below ${max}` }))
}

/**
 * A tenant's finance settings: every "on some tenants / for one lender / for some dealers" variant
 * of the finance calculator, lender summaries, quote and fuel calculator as a named field with the
 * specification's default, so no rule compares a slug.
 *
 * @example
 * import { FinanceSettings } from "@dealer/core/finance"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(FinanceSettings, { loan_amount_max: 250000, interest_min: 4, interest_max: 20 }, "finance")
 */
export const FinanceSettings = /* @__PURE__ */ Fields.check(/* @__PURE__ */ Schema.makeFilter(ordered))
export type FinanceSettings = typeof FinanceSettings.Type
