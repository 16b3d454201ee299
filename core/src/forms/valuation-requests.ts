import type { RegoState } from "./settings.ts"

/** The subcategory of the lead update that accepts a trade-in offer. */
export const OFFER_ACCEPTED_SUBCATEGORY = "3. Offer Accepted"

/** The trade-in rego lookup call's body. */
export interface RegoLookupRequest {
  readonly rego: string
  readonly regoState: RegoState
}

/** The trade-in adjustments call's body: the valuation's id and the seller's answers. */
export interface AdjustmentsRequest {
  readonly id: number | string
  readonly adjustmentAnswers: Readonly<Record<string, unknown>>
}

/** The lead update sent when the seller accepts the offer. */
export interface OfferAcceptedRequest {
  readonly lead_id: number
  readonly form_completed: true
  readonly offer_accepted: true
  readonly subcategory: typeof OFFER_ACCEPTED_SUBCATEGORY
}

/**
 * The rego lookup that starts a trade-in valuation (section 7 of document 001): the plate as
 * registries store it, upper case without spaces.
 *
 * @example
 * import { regoLookupRequest } from "@dealer/core/forms"
 *
 * regoLookupRequest(" abc 123 ", "qld") // => { rego: "ABC123", regoState: "qld" }
 */
export function regoLookupRequest(rego: string, regoState: RegoState): RegoLookupRequest {
  return { rego: rego.replace(/\s+/g, "").toUpperCase(), regoState }
}

/**
 * The adjustments submit of a valuation (section 7 of document 001).
 *
 * @example
 * import { adjustmentsRequest } from "@dealer/core/forms"
 *
 * adjustmentsRequest("val_9", { accident: "No" }) // => { id: "val_9", adjustmentAnswers: { accident: "No" } }
 */
export function adjustmentsRequest(
  id: number | string,
  adjustmentAnswers: Readonly<Record<string, unknown>>
): AdjustmentsRequest {
  return { id, adjustmentAnswers: { ...adjustmentAnswers } }
}

/**
 * The offer-accepted lead update (sections 4 and 7 of document 001).
 *
 * @example
 * import { offerAcceptedRequest } from "@dealer/core/forms"
 *
 * offerAcceptedRequest(812)
 * // => { lead_id: 812, form_completed: true, offer_accepted: true, subcategory: "3. Offer Accepted" }
 */
export function offerAcceptedRequest(leadId: number): OfferAcceptedRequest {
  return { lead_id: leadId, form_completed: true, offer_accepted: true, subcategory: OFFER_ACCEPTED_SUBCATEGORY }
}
