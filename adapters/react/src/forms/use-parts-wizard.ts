import {
  connectPartsWizard,
  partsInitialValues,
  partsWizardMachine,
  type LeadPageContext,
  type LeadPayload,
  type LeadSubmitResponse,
  type LeadTrackingEvent,
  type PartsForm,
  type PartsWizardApi,
  type StoredUserDetails
} from "@dealer/core/forms"
import { useMachine } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface PartsWizardServices {
  /** Sends one step of the order; the first answer's lead_id is attached to later steps. */
  readonly submitLead: (lead: LeadPayload<PartsForm>) => Promise<LeadSubmitResponse>
  /** Records the Parts Enquiry event after the final step. */
  readonly track: (event: LeadTrackingEvent) => Promise<void>
}

/**
 * The 'Order Parts Online' wizard with the tenant's required parts fields.
 *
 * @example
 * const wizard = usePartsWizard({ page, locationShown: false, stored: null }, { submitLead, track })
 */
export function usePartsWizard(
  input: { readonly page: LeadPageContext; readonly locationShown: boolean; readonly stored: StoredUserDetails | null },
  services: PartsWizardServices
): PartsWizardApi {
  const tenant = useTenant()
  const [machine] = useState(() =>
    partsWizardMachine.provide({
      actors: {
        submitLead: fromPromise(({ input: lead }) => services.submitLead(lead)),
        track: fromPromise(({ input: event }) => services.track(event))
      }
    })
  )
  const [now] = useState(() => new Date())
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: partsInitialValues(input.stored),
      page: input.page,
      settings: tenant.forms,
      locationShown: input.locationShown,
      now,
      texts: tenant.texts
    }
  })
  return connectPartsWizard(snapshot, send)
}
