import {
  connectMultiStepEnquiry,
  enquiryFormInput,
  multiStepEnquiryMachine,
  type EnquiryCar,
  type EnquiryFormSetup,
  type EnquiryLeadValues,
  type EnquiryStep,
  type LeadPayload,
  type LeadSubmitResponse,
  type LeadSuccessRecord,
  type LeadTrackingEvent,
  type MultiStepEnquiryApi
} from "@dealer/core/forms"
import { useMachine } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface MultiStepEnquiryServices {
  readonly submitLead: (lead: LeadPayload<EnquiryLeadValues>) => Promise<LeadSubmitResponse>
  /** Records the enquiry's analytics event. */
  readonly track: (event: LeadTrackingEvent) => Promise<void>
  /** Keeps the enquired car (`EnquireCar`) and the success category locally. */
  readonly store: (record: LeadSuccessRecord) => Promise<void>
}

/**
 * A multi-step enquiry: each step validated before the next, the last one submits.
 *
 * @example
 * const form = useMultiStepEnquiry({ ...setup, steps, car }, { submitLead, track, store })
 */
export function useMultiStepEnquiry(
  setup: EnquiryFormSetup & { readonly steps: ReadonlyArray<EnquiryStep>; readonly car: EnquiryCar | null },
  services: MultiStepEnquiryServices
): MultiStepEnquiryApi {
  const tenant = useTenant()
  const [machine] = useState(() =>
    multiStepEnquiryMachine.provide({
      actors: {
        submitLead: fromPromise(({ input }) => services.submitLead(input)),
        track: fromPromise(({ input }) => services.track(input)),
        store: fromPromise(({ input }) => services.store(input))
      }
    })
  )
  const input = { ...enquiryFormInput(setup, tenant.forms, tenant.texts), steps: setup.steps, car: setup.car }
  const [snapshot, send] = useMachine(machine, { input })
  return connectMultiStepEnquiry(snapshot, send)
}
