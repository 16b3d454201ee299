import type { EnquiryFormApi, EnquiryFormSetup, SelectChoice } from "@dealer/core/forms"
import { EnquiryFormView, useEnquiryForm } from "@dealer/react"
import { useFollowLeadFlow, useLeadSubmission, useServedView } from "./use-lead-flow.ts"
import { FormToken } from "../form-token.tsx"

export interface EnquiryFormPanelProps {
  readonly setup: EnquiryFormSetup
  /** Where the form posts without JavaScript. */
  readonly action: string
  /** The view the server answered a post without JavaScript with, if any. */
  readonly served?: Partial<EnquiryFormApi> | null
  readonly categories?: ReadonlyArray<SelectChoice>
  readonly locations?: ReadonlyArray<SelectChoice>
  readonly dealerships?: ReadonlyArray<SelectChoice>
  readonly submitLabel?: string
}

/**
 * A single-step enquiry (Enquire Now, Request Photos, Find Me Something Similar, contact,
 * finance): its statechart with JavaScript, a plain post to `action` without.
 */
export function EnquiryFormPanel({ setup, action, served, categories, locations, dealerships, submitLabel }: EnquiryFormPanelProps) {
  const lead = useLeadSubmission("enquiry")
  const live = useEnquiryForm(setup, { submitLead: lead.submitLead })
  useFollowLeadFlow(live, lead.sent)
  const form = useServedView(live, served)
  return (
    <EnquiryFormView
      form={form}
      action={action}
      {...(submitLabel ? { submitLabel } : {})}
      {...(categories ? { categories } : {})}
      {...(locations ? { locations } : {})}
      {...(dealerships ? { dealerships } : {})}
    >
      <FormToken />
    </EnquiryFormView>
  )
}
