/** The body of a lead submit: the payload, whether it completes the form, and the lead it continues. */
export interface LeadSubmitRequest<P extends object> {
  readonly userData: P
  readonly isLastStep: boolean
  readonly lead_id?: number
}

/**
 * The lead submit of a payload (section 7 of document 001): a payload marked `form_completed` is
 * the form's last step, and one carrying a `lead_id` adds a step to that lead.
 *
 * @example
 * import { leadSubmitRequest } from "@dealer/core/forms"
 *
 * leadSubmitRequest({ name: "Jo", lead_id: 812, form_completed: true })
 * // => { userData: { name: "Jo", lead_id: 812, form_completed: true }, isLastStep: true, lead_id: 812 }
 */
export function leadSubmitRequest<P extends object>(payload: P): LeadSubmitRequest<P> {
  const fields: { readonly lead_id?: unknown; readonly form_completed?: unknown } = payload
  const leadId = fields.lead_id
  return {
    userData: payload,
    isLastStep: fields.form_completed === true,
    ...(typeof leadId === "number" && Number.isSafeInteger(leadId) ? { lead_id: leadId } : {})
  }
}
