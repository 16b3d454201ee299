import type { LeadPageContext } from "./lead-payload.ts"
import type { FormsSettings } from "./settings.ts"
import type { TradeInValuationMachineInput, TradeInValuationTexts } from "./trade-in-valuation-context.ts"
import type { ValuationFormFields } from "./valuation.ts"

/** What a trade-in valuation needs of its tenant: the forms settings and the texts. */
export interface TradeInValuationTenant {
  readonly forms: Pick<FormsSettings, "trade_in_estimate_max_age_years" | "trade_in_estimate_max_km">
  readonly texts: TradeInValuationTexts
}

/**
 * The trade-in valuation statechart's input, the same in the browser and in a post without
 * JavaScript: the form's values, the page the lead is sent from, whether the form shows a
 * location select, the moment the car's age is counted from, and the tenant's estimate bounds
 * and texts.
 *
 * @example
 * import { FormsSettings, decodeOrThrow, defaultTexts, tradeInValuationInput, valuationInitialValues } from "@dealer/core"
 *
 * const tenant = { forms: decodeOrThrow(FormsSettings, {}, "forms settings"), texts: defaultTexts }
 * const page = { url: "https://metro.example/trade-in", userAgent: "", car: null, dealershipId: null, visitedPages: [], linkedQueryParams: {}, formCategory: "Trade In", formSubcategory: null }
 * tradeInValuationInput(tenant, { values: valuationInitialValues(tenant.forms, null), page, locationShown: false, now: new Date() }).settings
 * // the tenant's forms settings
 */
export function tradeInValuationInput(
  tenant: TradeInValuationTenant,
  flow: {
    readonly values: ValuationFormFields
    readonly page: LeadPageContext
    readonly locationShown: boolean
    readonly now: Date
  }
): TradeInValuationMachineInput {
  return {
    values: flow.values,
    locationShown: flow.locationShown,
    settings: tenant.forms,
    page: flow.page,
    now: flow.now,
    texts: tenant.texts
  }
}
