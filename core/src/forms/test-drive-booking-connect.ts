import type { SnapshotFrom } from "xstate"
import type { EnquiryFormLayout } from "./enquiry-form-layout.ts"
import { formFeedbackView, type FormFeedbackView } from "./form-feedback-view.ts"
import { LEAD_SUCCESS_PATH, type FieldChange } from "./form-flow.ts"
import type { TestDriveField, TestDriveForm } from "./test-drive-form.ts"
import type { testDriveBookingMachine, TestDriveBookingEvent } from "./test-drive-booking-machine.ts"
import { testDriveSlotLabel } from "./test-drive-slot-label.ts"

/** One offered test drive time. */
export interface TestDriveSlotView {
  readonly value: string
  readonly label: string
  readonly selected: boolean
}

/** The availability part of the booking form. */
export interface TestDriveAvailabilityView {
  readonly day: string | null
  readonly location: number | string | null
  readonly loading: boolean
  readonly slots: ReadonlyArray<TestDriveSlotView>
  /** 'No times are available…', a failed or stalled lookup, else null. */
  readonly message: string | null
}

type EditableField = keyof Omit<TestDriveForm, "preferred_date_time">

/** What a test drive booking renders, and its commands. */
export interface TestDriveBookingApi extends FormFeedbackView<TestDriveField> {
  readonly values: TestDriveForm
  readonly layout: EnquiryFormLayout
  readonly availability: TestDriveAvailabilityView
  readonly submitting: boolean
  /** `/success` once the booking is in, else null. */
  readonly redirectTo: string | null
  readonly change: <K extends EditableField>(field: K, value: TestDriveForm[K]) => void
  readonly chooseDay: (location: number | string, day: string) => void
  /** Only a time offered for the chosen day is taken. */
  readonly chooseSlot: (slot: string) => void
  readonly clearSlot: () => void
  readonly submit: () => void
}

function availabilityView(snapshot: SnapshotFrom<typeof testDriveBookingMachine>): TestDriveAvailabilityView {
  const { context } = snapshot
  const loaded = snapshot.matches({ availability: "loaded" })
  const empty = loaded && context.slots.length === 0
  return {
    day: context.availability?.day ?? null,
    location: context.availability?.location ?? null,
    loading: snapshot.matches({ availability: "loading" }),
    slots: context.slots.map((slot) => ({
      value: slot,
      label: testDriveSlotLabel(slot),
      selected: context.values.preferred_date_time === slot
    })),
    message: empty ? context.texts.testDriveNoSlots : context.availabilityError
  }
}

/**
 * The test drive booking view model.
 *
 * @example
 * import { connectTestDriveBooking, testDriveBookingInput, testDriveBookingMachine, testDrivePageSetup } from "@dealer/core/forms"
 * import type { TestDriveAvailabilityRequest } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor, fromPromise, waitFor } from "xstate"
 *
 * const loadAvailability = fromPromise<ReadonlyArray<string>, TestDriveAvailabilityRequest>(async () => ["2025-03-04T09:00:00+10:00", "2025-03-04T13:30:00+10:00"])
 * const tenant = exampleTenant()
 * const setup = testDrivePageSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const input = testDriveBookingInput(setup, tenant.forms, tenant.texts, new Date("2025-03-01T00:00:00+10:00"))
 * const actor = createActor(testDriveBookingMachine.provide({ actors: { loadAvailability } }), { input }).start()
 *
 * connectTestDriveBooking(actor.getSnapshot(), actor.send).chooseDay(7, "2025-03-04")
 * const loaded = await waitFor(actor, (snapshot) => snapshot.context.slots.length > 0)
 * connectTestDriveBooking(loaded, actor.send).availability.slots[0]?.label // => "9:00 am"
 */
export function connectTestDriveBooking(
  snapshot: SnapshotFrom<typeof testDriveBookingMachine>,
  send: (event: TestDriveBookingEvent) => void
): TestDriveBookingApi {
  const { context } = snapshot
  return {
    ...formFeedbackView(context, () => send({ type: "DISMISS_ALERT" })),
    values: context.values,
    layout: context.layout,
    availability: availabilityView(snapshot),
    submitting: snapshot.matches({ form: "submitting" }),
    redirectTo: snapshot.matches({ form: "succeeded" }) ? LEAD_SUCCESS_PATH : null,
    change: (field, value) =>
      send({ type: "CHANGE", field, value } as FieldChange<Omit<TestDriveForm, "preferred_date_time">>),
    chooseDay: (location, day) => send({ type: "CHOOSE_DAY", location, day }),
    chooseSlot: (slot) => send({ type: "CHOOSE_SLOT", slot }),
    clearSlot: () => send({ type: "CLEAR_SLOT" }),
    submit: () => send({ type: "SUBMIT" })
  }
}
