import { getYear } from "date-fns"
import { formatThousands } from "../pricing/money.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import type { FormsSettings } from "./settings.ts"

/** Whether a trade-in may get an online estimate, and why not when it may not. */
export type OnlineEstimateEligibility =
  | { readonly eligible: true }
  | { readonly eligible: false; readonly reason: "too-old" | "too-many-km" | "unknown-vehicle" }

type EstimateLimits = Pick<FormsSettings, "trade_in_estimate_max_age_years" | "trade_in_estimate_max_km">

/**
 * Whether a trade-in car can get an online estimate (section 5 of document 001): generally not for
 * cars over 7 years old (by build year) or over 100,000 km; the tenant may change both limits.
 * A year or odometer that is not a plausible number gives `unknown-vehicle`.
 *
 * @example
 * import { onlineEstimateEligibility } from "@dealer/core/forms"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().forms
 *
 * onlineEstimateEligibility({ year: 2015, km: 60000 }, new Date("2025-03-01"), settings)
 * // => { eligible: false, reason: "too-old" }
 */
export function onlineEstimateEligibility(
  car: { readonly year: number; readonly km: number },
  now: Date,
  limits: EstimateLimits
): OnlineEstimateEligibility {
  if (!Number.isInteger(car.year) || !Number.isFinite(car.km) || car.km < 0) {
    return { eligible: false, reason: "unknown-vehicle" }
  }
  if (getYear(now) - car.year > limits.trade_in_estimate_max_age_years) return { eligible: false, reason: "too-old" }
  if (car.km > limits.trade_in_estimate_max_km) return { eligible: false, reason: "too-many-km" }
  return { eligible: true }
}

/** One question and answer of the trade-in page's FAQ. */
export interface TradeInFaqEntry {
  readonly question: string
  readonly answer: string
}

/**
 * The trade-in FAQ entries about the online estimate (section 8 of document 001): the final price
 * may differ after inspection, and which cars get no online estimate.
 *
 * @example
 * import { tradeInEstimateFaq } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().forms
 *
 * tradeInEstimateFaq(settings, defaultTexts)[0]?.answer // => "The final price may differ from the online estimate after inspection."
 */
export function tradeInEstimateFaq(
  limits: EstimateLimits,
  texts: Pick<
    Texts,
    | "tradeInEstimateFaqQuestion"
    | "tradeInEstimateFaqAnswer"
    | "tradeInEstimateLimitsFaqQuestion"
    | "tradeInEstimateLimitsFaqAnswer"
  >
): ReadonlyArray<TradeInFaqEntry> {
  return [
    { question: texts.tradeInEstimateFaqQuestion, answer: texts.tradeInEstimateFaqAnswer },
    {
      question: texts.tradeInEstimateLimitsFaqQuestion,
      answer: fillText(texts.tradeInEstimateLimitsFaqAnswer, {
        years: String(limits.trade_in_estimate_max_age_years),
        kms: formatThousands(limits.trade_in_estimate_max_km)
      })
    }
  ]
}
