import {
  connectLeadForm,
  leadFormInput,
  leadFormMachine,
  type EnquiryFormSetup,
  type LeadFormApi,
  type LeadFormLeadValues,
  type LeadPayload,
  type LeadSubmitResponse,
  type StoredUserDetails
} from "@dealer/core/forms"
import { useMachine } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface LeadFormServices {
  /** Sends the lead to the platform; answers with its lead_id or an error. */
  readonly submitLead: (lead: LeadPayload<LeadFormLeadValues>) => Promise<LeadSubmitResponse>
  /** Keeps the shopper's details for later forms (local storage); a failure is ignored. */
  readonly rememberDetails: (details: StoredUserDetails) => Promise<void>
}

/**
 * The short lead form (First Name, last name, postcode, Mobile Number, email, the trade-in
 * question) with the tenant's validation messages. Navigate to `form.redirectTo` once it is set.
 *
 * @example
 * const form = useLeadForm(enquireNowFormSetup(context), { submitLead, rememberDetails })
 */
export function useLeadForm(setup: EnquiryFormSetup, services: LeadFormServices): LeadFormApi {
  const tenant = useTenant()
  const [machine] = useState(() =>
    leadFormMachine.provide({
      actors: {
        submitLead: fromPromise(({ input }) => services.submitLead(input)),
        rememberDetails: fromPromise(({ input }) => services.rememberDetails(input))
      }
    })
  )
  const [snapshot, send] = useMachine(machine, { input: leadFormInput(setup, tenant.texts) })
  return connectLeadForm(snapshot, send)
}
