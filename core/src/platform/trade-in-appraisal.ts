import type { TradeInAdjustmentQuestion } from "../forms/trade-in-adjustments.ts"
import { onlineEstimateEligibility } from "../forms/trade-in-estimate.ts"
import type { FormsSettings } from "../forms/settings.ts"

/**
 * The questions the embedded valuation asks about a trade-in's condition, and how much each
 * answer takes off the market value (a share of it).
 */
export const tradeInAppraisalQuestions: ReadonlyArray<
  TradeInAdjustmentQuestion & { readonly deductions: Readonly<Record<string, number>> }
> = [
  {
    id: "accident_history",
    label: "Has the car been in an accident?",
    options: ["No", "Yes"],
    deductions: { No: 0, Yes: 0.15 }
  },
  {
    id: "service_history",
    label: "Does the car have a full service history?",
    options: ["Yes", "Partial", "No"],
    deductions: { Yes: 0, Partial: 0.05, No: 0.1 }
  },
  {
    id: "condition",
    label: "What condition is the car in?",
    options: ["Excellent", "Good", "Fair", "Poor"],
    deductions: { Excellent: 0, Good: 0.05, Fair: 0.12, Poor: 0.25 }
  },
  {
    id: "warning_lights",
    label: "Are any warning lights on?",
    options: ["No", "Yes"],
    deductions: { No: 0, Yes: 0.08 }
  }
]

/** What a dealer pays of the adjusted market value, leaving room for reconditioning and margin. */
export const TRADE_IN_OFFER_SHARE = 0.85

/** The car being valued: its build year, the market value the valuation holds, and any odometer reading. */
export interface AppraisedVehicle {
  readonly year: number
  readonly marketValue: number
  readonly km?: number | null | undefined
}

/** A trade-in's online offer, no estimate, or the question the shopper must answer first. */
export type TradeInAppraisal =
  | { readonly kind: "offer"; readonly offerPrice: number }
  | { readonly kind: "no-estimate" }
  | { readonly kind: "unanswered"; readonly question: TradeInAdjustmentQuestion }

/**
 * The online offer for a trade-in: the market value less each answer's deduction, times the
 * dealer's share (85%), rounded down to $50. No estimate for a car the online estimate rule
 * refuses (over 7 years or 100,000 km by default, finance-forms document section 5) or without a
 * market value; a question left unanswered, or answered with something it does not offer, is named.
 *
 * @example
 * import { tradeInAppraisal } from "@dealer/core/platform"
 *
 * const now = new Date("2026-03-02T10:00:00+10:00")
 * const limits = { trade_in_estimate_max_age_years: 7, trade_in_estimate_max_km: 100_000 }
 * const answers = { accident_history: "No", service_history: "Yes", condition: "Good", warning_lights: "No" }
 *
 * tradeInAppraisal({ year: 2022, marketValue: 30000 }, answers, now, limits) // => { kind: "offer", offerPrice: 24200 }
 * tradeInAppraisal({ year: 2012, marketValue: 9000 }, answers, now, limits) // => { kind: "no-estimate" }
 * tradeInAppraisal({ year: 2022, marketValue: 30000 }, {}, now, limits).kind // => "unanswered"
 */
export function tradeInAppraisal(
  vehicle: AppraisedVehicle,
  answers: Readonly<Record<string, unknown>>,
  now: Date,
  limits: Pick<FormsSettings, "trade_in_estimate_max_age_years" | "trade_in_estimate_max_km">
): TradeInAppraisal {
  let share = 1
  for (const question of tradeInAppraisalQuestions) {
    const answer = answers[question.id]
    const deduction = typeof answer === "string" ? question.deductions[answer.trim()] : undefined
    if (deduction === undefined) return { kind: "unanswered", question }
    share *= 1 - deduction
  }
  const eligibility = onlineEstimateEligibility({ year: vehicle.year, km: vehicle.km ?? 0 }, now, limits)
  if (!eligibility.eligible || !(vehicle.marketValue > 0)) return { kind: "no-estimate" }
  const offer = Math.floor((vehicle.marketValue * share * TRADE_IN_OFFER_SHARE) / 50) * 50
  return offer > 0 ? { kind: "offer", offerPrice: offer } : { kind: "no-estimate" }
}
