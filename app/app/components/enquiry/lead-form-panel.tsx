import type { EnquiryFormSetup, LeadFormApi, StoredUserDetails } from "@dealer/core/forms"
import { LeadFormView, useLeadForm, useSiteStorage } from "@dealer/react"
import { useCallback } from "react"
import { useFollowLeadFlow, useLeadSubmission, useServedView } from "./use-lead-flow.ts"
import { FormToken } from "../form-token.tsx"

export interface LeadFormPanelProps {
  readonly setup: EnquiryFormSetup
  /** Where the form posts without JavaScript. */
  readonly action: string
  /** The view the server answered a post without JavaScript with, if any. */
  readonly served?: Partial<LeadFormApi> | null
}

/**
 * The short lead form (a tenant's Enquire Now): its statechart with JavaScript, keeping the
 * shopper's details in this site's storage once the lead is in; a plain post to `action` without.
 * Its lead is an enquiry like any other (event 14 / 15, the enquired car, /success).
 */
export function LeadFormPanel({ setup, action, served }: LeadFormPanelProps) {
  const lead = useLeadSubmission("enquiry")
  const storage = useSiteStorage()
  const rememberDetails = useCallback(
    async (details: StoredUserDetails) => void storage.write("UserDetails", details),
    [storage]
  )
  const live = useLeadForm(setup, { submitLead: lead.submitLead, rememberDetails })
  useFollowLeadFlow(live, lead.sent)
  const form = useServedView(live, served)
  return (
    <LeadFormView form={form} action={action}>
      <FormToken />
    </LeadFormView>
  )
}
