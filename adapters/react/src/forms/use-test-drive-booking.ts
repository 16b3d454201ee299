import {
  connectTestDriveBooking,
  testDriveBookingInput,
  testDriveBookingMachine,
  type EnquiryFormSetup,
  type LeadPayload,
  type LeadSubmitResponse,
  type TestDriveAvailabilityRequest,
  type TestDriveBookingApi,
  type TestDriveLeadValues
} from "@dealer/core/forms"
import { useMachine } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface TestDriveBookingServices {
  /** The free test drive times (ISO 8601) of a location on a day. */
  readonly loadAvailability: (request: TestDriveAvailabilityRequest) => Promise<ReadonlyArray<string>>
  readonly submitLead: (lead: LeadPayload<TestDriveLeadValues>) => Promise<LeadSubmitResponse>
}

/**
 * The test drive booking form, with its availability lookup.
 *
 * @example
 * const booking = useTestDriveBooking(setup, { loadAvailability, submitLead })
 * booking.chooseDay(locationId, "2025-03-04")
 */
export function useTestDriveBooking(setup: EnquiryFormSetup, services: TestDriveBookingServices): TestDriveBookingApi {
  const tenant = useTenant()
  const [machine] = useState(() =>
    testDriveBookingMachine.provide({
      actors: {
        loadAvailability: fromPromise(({ input }) => services.loadAvailability(input)),
        submitLead: fromPromise(({ input }) => services.submitLead(input))
      }
    })
  )
  const [now] = useState(() => new Date())
  const [snapshot, send] = useMachine(machine, {
    input: testDriveBookingInput(setup, tenant.forms, tenant.texts, now)
  })
  return connectTestDriveBooking(snapshot, send)
}
