import { leadPayload, type LeadPageContext, type LeadPayload } from "./lead-payload.ts"
import { PARTS_LEAD_COMPLETE, PARTS_STEPS, type PartsForm, type PartsStep } from "./parts-form.ts"

/** The category a parts order is sent with when the page names none (the analytics event's name). */
export const PARTS_ENQUIRY_CATEGORY = "Parts Enquiry"

/** One parts wizard submit: the lead to send and whether it is the last step. */
export interface PartsStepSubmit {
  readonly payload: LeadPayload<PartsForm>
  readonly isLastStep: boolean
}

/**
 * The lead a parts wizard step sends (section 4 of document 001, "Parts wizard"): every step is
 * submitted; a lead_id once known is attached to later submits; the final step marks lead_status
 * Complete and form_completed true.
 *
 * @example
 * import { partsInitialValues, partsStepSubmit } from "@dealer/core/forms"
 * import { exampleLeadPage } from "@dealer/core/testing"
 *
 * const values = { ...partsInitialValues(null), name: "Jo Citizen", "Order Detail": "Front brake pads" }
 * const { payload, isLastStep } = partsStepSubmit(values, { step: "order-details", leadId: 812 }, exampleLeadPage())
 * isLastStep // => true
 * payload.lead_id // => 812
 * payload.lead_status // => "Complete"
 * payload.category // => "Parts Enquiry"
 */
export function partsStepSubmit(
  values: PartsForm,
  progress: { readonly step: PartsStep; readonly leadId: number | null },
  page: LeadPageContext
): PartsStepSubmit {
  const isLastStep = progress.step === PARTS_STEPS[PARTS_STEPS.length - 1]
  const { lead_id: _staleLeadId, lead_status: _staleStatus, form_completed: _staleCompleted, ...fields } = values
  const stepValues: PartsForm = {
    ...fields,
    ...(progress.leadId === null ? {} : { lead_id: progress.leadId }),
    ...(isLastStep ? { lead_status: PARTS_LEAD_COMPLETE } : {}),
    form_completed: isLastStep
  }
  const payload = leadPayload(stepValues, { ...page, formCategory: page.formCategory ?? PARTS_ENQUIRY_CATEGORY })
  return { payload, isLastStep }
}

/**
 * The step after a successful non-final submit, or null after the last one.
 *
 * @example
 * import { nextPartsStep } from "@dealer/core/forms"
 *
 * nextPartsStep("contact-details") // => "vehicle-details"
 */
export function nextPartsStep(step: PartsStep): PartsStep | null {
  return PARTS_STEPS[PARTS_STEPS.indexOf(step) + 1] ?? null
}
