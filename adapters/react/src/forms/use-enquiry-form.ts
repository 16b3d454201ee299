import {
  connectEnquiryForm,
  enquiryFormInput,
  enquiryFormMachine,
  type EnquiryFormApi,
  type EnquiryFormSetup,
  type EnquiryLeadValues,
  type LeadPayload,
  type LeadSubmitResponse
} from "@dealer/core/forms"
import { useMachine } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface EnquiryFormServices {
  /** Sends the lead to the platform; answers with its lead_id or an error. */
  readonly submitLead: (lead: LeadPayload<EnquiryLeadValues>) => Promise<LeadSubmitResponse>
}

/**
 * An enquiry form (Enquire Now, Request Photos, Find Me Something Similar) with the tenant's
 * layout, validation messages and texts. Navigate to `form.redirectTo` once it is set.
 *
 * @example
 * const form = useEnquiryForm(setup, { submitLead: api.submitLead })
 * useEffect(() => { if (form.redirectTo) navigate(form.redirectTo) }, [form.redirectTo])
 */
export function useEnquiryForm(setup: EnquiryFormSetup, services: EnquiryFormServices): EnquiryFormApi {
  const tenant = useTenant()
  const [machine] = useState(() =>
    enquiryFormMachine.provide({ actors: { submitLead: fromPromise(({ input }) => services.submitLead(input)) } })
  )
  const [snapshot, send] = useMachine(machine, { input: enquiryFormInput(setup, tenant.forms, tenant.texts) })
  return connectEnquiryForm(snapshot, send)
}
