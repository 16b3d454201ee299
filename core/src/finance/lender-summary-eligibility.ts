import { formatInTimeZone } from "date-fns-tz"
import { isAvailable } from "../stock/availability.ts"
import type { CarStatus } from "../stock/car.ts"
import { financeLenderKey } from "./lender-key.ts"
import type { FinanceLenderRecord } from "./lender-record.ts"
import { defaultLenderSummaryRules, type LenderSummaryRule } from "./lender-summary-rule.ts"
import type { FinanceSettings } from "./settings.ts"

/** The calendar year is the dealers' (Queensland time, no daylight saving), not the server's. */
const DEALER_TIME_ZONE = "Australia/Brisbane"

/** The finance settings that decide whether a lender's summary shows. */
export type LenderSummarySettings = Pick<
  FinanceSettings,
  | "summary_excluded_manufacturers"
  | "summary_excluded_dealer_slugs"
  | "summary_excluded_dealer_ids"
  | "lender_summary_rules"
  | "other_lender_summary_rule"
>

/** The fields of a car that decide whether it shows a lender's summary. */
export interface LenderSummaryCar {
  readonly year: number
  readonly price: number
  readonly status: CarStatus
  readonly dealership_slug?: string | null | undefined
  readonly dealership_id?: number | null | undefined
}

/** A car with the lender and the time a lender summary is decided for. */
export interface LenderSummarySubject {
  /** The lender's display name or key, e.g. `Car Clarity` or `car_clarity`. */
  readonly lender: string
  /** The car's record for that lender, if any. */
  readonly record: FinanceLenderRecord | undefined
  readonly car: LenderSummaryCar
  /** The site's manufacturer (theme), if it has one. */
  readonly manufacturer: string | null | undefined
  readonly now: Date
}

/**
 * The rule a lender's summary follows: the tenant's entry, else the default table's, else the rule
 * for other lenders.
 *
 * @example
 * import { lenderSummaryRuleFor } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 *
 * lenderSummaryRuleFor("Nissan Finance", settings) // => { requiresAvailable: true, requiresMonthlyPayment: true }
 */
export function lenderSummaryRuleFor(lender: string, settings: LenderSummarySettings): LenderSummaryRule {
  const key = financeLenderKey(lender)
  return settings.lender_summary_rules[key] ?? defaultLenderSummaryRules[key] ?? settings.other_lender_summary_rule
}

const isPresent = (value: number | null | undefined): value is number => value !== null && value !== undefined

function isExcluded(subject: LenderSummarySubject, settings: LenderSummarySettings): boolean {
  const manufacturer = subject.manufacturer?.trim().toLowerCase() ?? ""
  const { dealership_slug: slug, dealership_id: id } = subject.car
  return (
    settings.summary_excluded_manufacturers.some((name) => name.trim().toLowerCase() === manufacturer) ||
    (isPresent(id) && settings.summary_excluded_dealer_ids.includes(id)) ||
    (slug !== null && slug !== undefined && settings.summary_excluded_dealer_slugs.includes(slug))
  )
}

function meetsRule(rule: LenderSummaryRule, record: FinanceLenderRecord, subject: LenderSummarySubject): boolean {
  const { car } = subject
  const currentYear = Number(formatInTimeZone(subject.now, DEALER_TIME_ZONE, "yyyy"))
  if (isPresent(rule.maxAgeYears) && currentYear - car.year > rule.maxAgeYears) return false
  if (isPresent(rule.minPriceExclusive) && !(car.price > rule.minPriceExclusive)) return false
  if (rule.requiresAvailable && !isAvailable(car)) return false
  if (rule.requiresWeeklyPayment === true && !isPresent(record.paymentWeek)) return false
  if (rule.requiresMonthlyPayment === true && !isPresent(record.paymentMonth)) return false
  return true
}

/**
 * Whether a car shows a lender's finance summary strip (section 5, "Finance summary eligibility"):
 * never on an excluded manufacturer's site (Suzuki) or for an excluded dealer; otherwise the car
 * needs a record for the lender with an interest rate and a comparison rate, and must meet that
 * lender's rule (`lenderSummaryRuleFor`).
 *
 * @example
 * import { isLenderSummaryEligible } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 * const record = { paymentWeek: 89, interestRate: 6.29 }
 * const car = { year: 2010, price: 9990, status: "in_stock" as const }
 *
 * // In 2026 the car is more than 12 years old.
 * isLenderSummaryEligible({ lender: "Taurus", record, car, manufacturer: null, now: new Date("2026-03-02T00:00:00Z") }, settings) // => false
 */
export function isLenderSummaryEligible(subject: LenderSummarySubject, settings: LenderSummarySettings): boolean {
  const { record } = subject
  if (record === undefined || isExcluded(subject, settings)) return false
  if (!isPresent(record.interestRate) || !isPresent(record.comparisonRate)) return false
  return meetsRule(lenderSummaryRuleFor(subject.lender, settings), record, subject)
}
