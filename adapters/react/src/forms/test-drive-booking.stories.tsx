import type { LeadSubmitResponse } from "@dealer/core/forms"
import type { Story } from "@ladle/react"
import { useState, type ReactElement } from "react"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { Dialog } from "./dialog.tsx"
import { answers, storyEnquirySetup, StoryOutcome, StoryTenant, storyVisitor, useWhen } from "./flow-story-fixtures.tsx"
import { TestDriveBookingView } from "./test-drive-booking-view.tsx"
import { useTestDriveBooking } from "./use-test-drive-booking.ts"

const day = "2099-03-04"
const offered = ["2099-03-04T09:00:00+10:00", "2099-03-04T11:30:00+10:00", "2099-03-04T14:00:00+10:00"]

interface Script {
  readonly chooseDay?: boolean
  readonly chooseSlot?: boolean
  readonly submit?: boolean
}

function Booking({
  script,
  stored = true,
  loadAvailability = async () => offered,
  submitLead = answers.lead
}: {
  readonly script: Script
  readonly stored?: boolean
  readonly loadAvailability?: () => Promise<ReadonlyArray<string>>
  readonly submitLead?: () => Promise<LeadSubmitResponse>
}) {
  const booking = useTestDriveBooking(
    {
      ...storyEnquirySetup(stored ? storyVisitor : null),
      placement: { ...storyEnquirySetup(null).placement, formCategory: "Test Drive" }
    },
    { loadAvailability, submitLead }
  )
  useWhen(script.chooseDay === true, () => booking.chooseDay(7, day))
  useWhen(script.chooseSlot === true && booking.availability.slots.length > 0, () =>
    booking.chooseSlot(offered[1] ?? "")
  )
  useWhen(
    script.submit === true &&
      (!script.chooseSlot ||
        (booking.values.preferred_date_time !== undefined && booking.values.preferred_date_time !== null)),
    booking.submit
  )
  return (
    <>
      <TestDriveBookingView booking={booking} location={7} />
      <StoryOutcome alert={booking.alert} redirectTo={booking.redirectTo} />
    </>
  )
}

function TestDriveDialog() {
  const { texts } = useTenant()
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {texts.bookTestDrive}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={texts.bookTestDrive}
        closeLabel={texts.formsDialogCloseLabel}
      >
        <Booking script={{}} />
      </Dialog>
    </>
  )
}

const story =
  (element: ReactElement): Story =>
  () => <StoryTenant>{element}</StoryTenant>

export const Idle = story(<Booking script={{}} stored={false} />)
export const ValidationErrors = story(<Booking script={{ submit: true }} stored={false} />)
export const LoadingTimes = story(<Booking script={{ chooseDay: true }} loadAvailability={answers.never} />)
export const TimesOffered = story(<Booking script={{ chooseDay: true }} />)
export const NoTimesThatDay = story(<Booking script={{ chooseDay: true }} loadAvailability={async () => []} />)
export const TimesFailed = story(<Booking script={{ chooseDay: true }} loadAvailability={answers.networkDown} />)
export const TimeChosen = story(<Booking script={{ chooseDay: true, chooseSlot: true }} />)
export const Submitting = story(
  <Booking script={{ chooseDay: true, chooseSlot: true, submit: true }} submitLead={answers.never} />
)
export const Failure = story(<Booking script={{ submit: true }} submitLead={answers.networkDown} />)
export const Success = story(<Booking script={{ chooseDay: true, chooseSlot: true, submit: true }} />)
export const InADialog = story(<TestDriveDialog />)
