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
 * import { tradeInValuationInput, tradeInValuationMachine, validateTradeInDetails, valuationInitialValues } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const values = { ...valuationInitialValues(tenant.forms, null), rego: "ABC123", kms: "45000", finance: "No" as const, name: "Jo Citizen", email: "jo@example.com", phone: "0412345678" }
 * const input = tradeInValuationInput(tenant, { values, page: exampleLeadPage(), locationShown: false, now: new Date("2026-03-02T10:00:00+10:00") })
 * const context = createActor(tradeInValuationMachine, { input }).getSnapshot().context
 *
 * validateTradeInDetails(context).valid // => true
 * validateTradeInDetails(context, { ...values, rego: "" }).valid // => false
 */
export function validateTradeInDetails(context: TradeInValuationContext, values = context.values) {
  return validateValuationForm(values, { locationShown: context.locationShown }, context.texts)
}

/**
 * The adjustment answers given so far.
 *
 * @example
 * import { tradeInAnswers, tradeInValuationInput, tradeInValuationMachine, valuationInitialValues } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const input = tradeInValuationInput(tenant, { values: valuationInitialValues(tenant.forms, null), page: exampleLeadPage(), locationShown: false, now: new Date("2026-03-02T10:00:00+10:00") })
 * const context = createActor(tradeInValuationMachine, { input }).getSnapshot().context
 *
 * tradeInAnswers(context) // => {}
 * tradeInAnswers({ ...context, valuation: { adjustmentAnswers: { accident: "No" } } }) // => { accident: "No" }
 */
export function tradeInAnswers(context: TradeInValuationContext): Readonly<Record<string, unknown>> {
  return context.valuation.adjustmentAnswers ?? {}
}

/**
 * The adjustments step's validation: every question of the looked-up car answered.
 *
 * @example
 * import { tradeInValuationInput, tradeInValuationMachine, validateTradeInAnswers, valuationInitialValues } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const input = tradeInValuationInput(tenant, { values: valuationInitialValues(tenant.forms, null), page: exampleLeadPage(), locationShown: false, now: new Date("2026-03-02T10:00:00+10:00") })
 * const questions = [{ id: "accident", label: "Has the car been in an accident?", options: ["Yes", "No"] }]
 * const context = { ...createActor(tradeInValuationMachine, { input }).getSnapshot().context, vehicle: { id: 41, year: 2019, description: "2019 Toyota Corolla", questions } }
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
 * import { hasOnlineEstimate, tradeInValuationInput, tradeInValuationMachine, valuationInitialValues } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const values = { ...valuationInitialValues(tenant.forms, null), kms: "45,000" }
 * const input = tradeInValuationInput(tenant, { values, page: exampleLeadPage(), locationShown: false, now: new Date("2026-03-02T10:00:00+10:00") })
 * const context = createActor(tradeInValuationMachine, { input }).getSnapshot().context
 * const vehicle = { id: 41, year: 2021, description: "2021 Kia Sportage S", questions: [] }
 *
 * hasOnlineEstimate({ ...context, vehicle }) // => true
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
 * import { tradeInLookupRequest, tradeInValuationInput, tradeInValuationMachine, valuationInitialValues } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const values = { ...valuationInitialValues(tenant.forms, null), rego: "ABC123", regoState: "qld" as const }
 * const input = tradeInValuationInput(tenant, { values, page: exampleLeadPage(), locationShown: false, now: new Date("2026-03-02T10:00:00+10:00") })
 * const context = createActor(tradeInValuationMachine, { input }).getSnapshot().context
 *
 * tradeInLookupRequest(context) // => { rego: "ABC123", regoState: "qld" }
 */
export function tradeInLookupRequest(context: TradeInValuationContext): RegoLookupRequest {
  return regoLookupRequest(context.values.rego, context.values.regoState ?? "qld")
}
