import type { Texts } from "../tenant/texts.ts"
import type { FieldChange, FormFeedback, FormFlowTexts } from "./form-flow.ts"
import type { LeadPageContext } from "./lead-payload.ts"
import type { FormsSettings } from "./settings.ts"
import { validateAdjustmentAnswers, type TradeInVehicle } from "./trade-in-adjustments.ts"
import { onlineEstimateEligibility } from "./trade-in-estimate.ts"
import { kilometresFromInput, validateValuationForm, type ValuationValidationTexts } from "./validate-valuation-form.ts"
import type { Valuation, ValuationFormFields } from "./valuation.ts"
import { regoLookupRequest, type RegoLookupRequest } from "./valuation-requests.ts"

/** The texts the trade-in valuation shows: its validation messages and its outcomes. */
export type TradeInValuationTexts = ValuationValidationTexts &
  FormFlowTexts &
  Pick<Texts, "tradeInAnswerRequired" | "tradeInOfferAccepted" | "tradeInInTouch">

/** What the trade-in valuation's statechart starts from: the values, the estimate's limits and the texts. */
export interface TradeInValuationMachineInput {
  /** The form's opening values (`valuationInitialValues`). */
  readonly values: ValuationFormFields
  readonly locationShown: boolean
  readonly settings: Pick<FormsSettings, "trade_in_estimate_max_age_years" | "trade_in_estimate_max_km">
  readonly page: LeadPageContext
  /** The car's age is counted from this moment. */
  readonly now: Date
  readonly texts: TradeInValuationTexts
}

/**
 * The trade-in valuation statechart's context: its input, the feedback on show, the vehicle and the
 * valuation kept locally.
 */
export interface TradeInValuationContext extends TradeInValuationMachineInput, FormFeedback<string> {
  readonly vehicle: TradeInVehicle | null
  /** The valuation as it is kept locally (`TradeInValuation`). */
  readonly valuation: Valuation
}

/**
 * What the trade-in valuation sends its statechart: field changes, submit, answers to the
 * appraisal's questions, accepting the offer.
 */
export type TradeInValuationEvent =
  | FieldChange<ValuationFormFields>
  | { readonly type: "SUBMIT" }
  | { readonly type: "ANSWER"; readonly question: string; readonly answer: string }
  | { readonly type: "ACCEPT" }
  | { readonly type: "DISMISS_ALERT" }

/**
 * The details step's validation, with the form's location select shown or not.
 *
 * @example
 * import { validateTradeInDetails } from "@dealer/core/forms"
 *
 * validateTradeInDetails(context).valid
 */
export function validateTradeInDetails(context: TradeInValuationContext, values = context.values) {
  return validateValuationForm(values, { locationShown: context.locationShown }, context.texts)
}

/**
 * The adjustment answers given so far.
 *
 * @example
 * import { tradeInAnswers } from "@dealer/core/forms"
 *
 * tradeInAnswers(context) // => { accident: "No" }
 */
export function tradeInAnswers(context: TradeInValuationContext): Readonly<Record<string, unknown>> {
  return context.valuation.adjustmentAnswers ?? {}
}

/**
 * The adjustments step's validation: every question of the looked-up car answered.
 *
 * @example
 * import { validateTradeInAnswers } from "@dealer/core/forms"
 *
 * validateTradeInAnswers(context).summary?.messages // => ["Please answer: Has the car been in an accident?"]
 */
export function validateTradeInAnswers(context: TradeInValuationContext, answers = tradeInAnswers(context)) {
  return validateAdjustmentAnswers(context.vehicle?.questions ?? [], answers, context.texts)
}

/**
 * Whether the looked-up car gets an online estimate: the existing rule on its build year and the
 * kilometres the seller typed (over 7 years or 100,000 km by default gets none).
 *
 * @example
 * import { hasOnlineEstimate } from "@dealer/core/forms"
 *
 * hasOnlineEstimate({ ...context, vehicle: { ...vehicle, year: 2012 } }) // => false
 */
export function hasOnlineEstimate(context: TradeInValuationContext): boolean {
  const km = kilometresFromInput(context.values.kms ?? "") ?? Number.NaN
  return onlineEstimateEligibility({ year: context.vehicle?.year ?? Number.NaN, km }, context.now, context.settings)
    .eligible
}

/**
 * The rego lookup of the validated details (validation makes sure a rego state is chosen).
 *
 * @example
 * import { tradeInLookupRequest } from "@dealer/core/forms"
 *
 * tradeInLookupRequest(context) // => { rego: "ABC123", regoState: "qld" }
 */
export function tradeInLookupRequest(context: TradeInValuationContext): RegoLookupRequest {
  return regoLookupRequest(context.values.rego, context.values.regoState ?? "qld")
}
