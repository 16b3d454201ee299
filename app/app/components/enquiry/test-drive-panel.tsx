import type { EnquiryFormSetup, SelectChoice, TestDriveBookingApi } from "@dealer/core/forms"
import { TestDriveBookingView, useTenant, useTestDriveBooking } from "@dealer/react"
import { loadTestDriveTimes } from "./lead-client.ts"
import { useHydrated } from "./use-hydrated.ts"
import { useFollowLeadFlow, useLeadSubmission, useServedView } from "./use-lead-flow.ts"
import { FormToken } from "../form-token.tsx"

export interface TestDrivePanelProps {
  readonly setup: EnquiryFormSetup
  readonly action: string
  readonly served?: Partial<TestDriveBookingApi> | null
  /** The location whose times are offered until the shopper picks one. */
  readonly location: number | string
  readonly locations?: ReadonlyArray<SelectChoice>
  readonly dealerships?: ReadonlyArray<SelectChoice>
}

/**
 * The test drive booking: with JavaScript, choosing a day looks up its free times; without, the
 * 'Show available times' button posts the day and the page answers with its times.
 */
export function TestDrivePanel({ setup, action, served, location, locations, dealerships }: TestDrivePanelProps) {
  const { texts } = useTenant()
  const hydrated = useHydrated()
  const lead = useLeadSubmission("test-drive")
  const live = useTestDriveBooking(setup, { loadAvailability: loadTestDriveTimes, submitLead: lead.submitLead })
  useFollowLeadFlow(live, lead.sent)
  const booking = useServedView(live, served)
  return (
    <TestDriveBookingView
      booking={booking}
      action={action}
      location={booking.values.location ?? location}
      {...(locations ? { locations } : {})}
      {...(dealerships ? { dealerships } : {})}
    >
      <FormToken />
      {hydrated ? null : (
        <button type="submit" name="intent" value="times" className="button button--secondary" formNoValidate>
          {texts.testDriveShowTimesButton}
        </button>
      )}
    </TestDriveBookingView>
  )
}
