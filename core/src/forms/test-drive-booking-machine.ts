import { assign, setup } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import type { EnquiryFormLayout } from "./enquiry-form-layout.ts"
import type { EnquiredVehicleFields } from "./enquiry-form-machine.ts"
import {
  FORM_REQUEST_TIMEOUT_MS,
  isLeadAccepted,
  noFormFeedback,
  notProvided,
  refusedLeadFeedback,
  rejectedLeadFeedback,
  timedOutFeedback,
  withFieldChange,
  type FieldChange,
  type FormFeedback,
  type FormFlowTexts
} from "./form-flow.ts"
import { leadPayload, type LeadPageContext, type LeadPayload } from "./lead-payload.ts"
import type { LeadSubmitResponse } from "./submission-outcome.ts"
import type { TestDriveField, TestDriveForm } from "./test-drive-form.ts"
import { validateTestDriveBooking, type TestDriveBookingValidationTexts } from "./validate-test-drive-booking.ts"

/** The texts the test drive booking shows: its validation messages and its outcomes. */
export type TestDriveBookingTexts = TestDriveBookingValidationTexts &
  FormFlowTexts &
  Pick<Texts, "testDriveNoSlots" | "testDriveSlotsFailed">

/** The day and location whose free test drive times the dealership is asked for. */
export interface TestDriveAvailabilityRequest {
  readonly location: number | string
  /** yyyy-MM-dd. */
  readonly day: string
}

/** The values a test drive lead is built from. */
export type TestDriveLeadValues = TestDriveForm & Partial<EnquiredVehicleFields>

/**
 * What the test drive booking's statechart starts from: the values, the car, the layout, the page
 * and the time.
 */
export interface TestDriveBookingMachineInput {
  readonly values: TestDriveForm
  readonly vehicle: EnquiredVehicleFields | null
  readonly layout: EnquiryFormLayout
  readonly page: LeadPageContext
  /** A booking must not be in the past. */
  readonly now: Date
  readonly texts: TestDriveBookingTexts
}

/**
 * The test drive booking statechart's context: its input, the feedback on show, the day asked for
 * and the times offered.
 */
export interface TestDriveBookingContext extends TestDriveBookingMachineInput, FormFeedback<TestDriveField> {
  readonly availability: TestDriveAvailabilityRequest | null
  /** The times offered for the chosen day (ISO 8601), in the dealership's order. */
  readonly slots: ReadonlyArray<string>
  readonly availabilityError: string | null
}

/**
 * What the test drive booking sends its statechart: field changes, a day and a time chosen or
 * cleared, submit.
 */
export type TestDriveBookingEvent =
  | FieldChange<Omit<TestDriveForm, "preferred_date_time">>
  | ({ readonly type: "CHOOSE_DAY" } & TestDriveAvailabilityRequest)
  | { readonly type: "CHOOSE_SLOT"; readonly slot: string }
  | { readonly type: "CLEAR_SLOT" }
  | { readonly type: "SUBMIT" }
  | { readonly type: "DISMISS_ALERT" }

const validate = (context: TestDriveBookingContext, values = context.values) =>
  validateTestDriveBooking(values, context.slots, context.layout, context.now, context.texts)

/**
 * The lead a test drive booking sends: the car's fields, the shopper's, and the chosen time.
 *
 * @example
 * import { testDriveBookingInput, testDriveBookingMachine, testDriveLeadPayload, testDrivePageSetup } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const setup = testDrivePageSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const input = testDriveBookingInput(setup, tenant.forms, tenant.texts, new Date("2025-03-01T00:00:00+10:00"))
 * const context = createActor(testDriveBookingMachine, { input }).getSnapshot().context
 *
 * testDriveLeadPayload({ ...context, values: { ...context.values, preferred_date_time: "2025-03-04T09:00:00+10:00" } }).preferred_date_time
 * // => "2025-03-04T09:00:00+10:00"
 * testDriveLeadPayload(context).category // => "Test Drive"
 */
export function testDriveLeadPayload(
  context: Pick<TestDriveBookingContext, "values" | "vehicle" | "page">
): LeadPayload<TestDriveLeadValues> {
  return leadPayload<TestDriveLeadValues>({ ...context.vehicle, ...context.values }, context.page)
}

const withSlot = (values: TestDriveForm, slot: string | null): TestDriveForm => ({
  ...values,
  preferred_date_time: slot
})

const submitOrShowErrors = [
  { guard: "isValid", target: "submitting" },
  { target: "invalid", actions: "showValidation" }
] as const

/**
 * The test drive booking (section 2 of document 000; section 5 of document 001): the enquiry
 * fields, Comments optional, and an optional booking time. Choosing a location and day asks the
 * injected `loadAvailability` for that day's free times; only an offered time can be chosen, and
 * choosing another day clears it. The booking is sent through `submitLead` like any lead, with the
 * same submitting, success (`/success`) and failure states. Both calls give up after 15 s.
 *
 * @example
 * import { testDriveBookingInput, testDriveBookingMachine, testDrivePageSetup } from "@dealer/core/forms"
 * import type { LeadPayload, LeadSubmitResponse, TestDriveAvailabilityRequest, TestDriveLeadValues } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor, fromPromise } from "xstate"
 *
 * const loadAvailability = fromPromise<ReadonlyArray<string>, TestDriveAvailabilityRequest>(async () => ["2025-03-04T09:00:00+10:00"])
 * const submitLead = fromPromise<LeadSubmitResponse, LeadPayload<TestDriveLeadValues>>(async () => ({ lead_id: 812 }))
 * const tenant = exampleTenant()
 * const setup = testDrivePageSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const input = testDriveBookingInput(setup, tenant.forms, tenant.texts, new Date("2025-03-01T00:00:00+10:00"))
 *
 * const actor = createActor(testDriveBookingMachine.provide({ actors: { loadAvailability, submitLead } }), { input }).start()
 * actor.getSnapshot().value // => { form: "editing", availability: "idle" }
 */
export const testDriveBookingMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as TestDriveBookingContext,
    input: {} as TestDriveBookingMachineInput,
    events: {} as TestDriveBookingEvent
  },
  actors: {
    loadAvailability: notProvided<ReadonlyArray<string>, TestDriveAvailabilityRequest>("loadAvailability"),
    submitLead: notProvided<LeadSubmitResponse, LeadPayload<TestDriveLeadValues>>("submitLead")
  },
  delays: { requestTimeout: FORM_REQUEST_TIMEOUT_MS },
  guards: {
    isValid: ({ context }) => validate(context).valid,
    isValidAfterChange: ({ context, event }) =>
      event.type === "CHANGE" && validate(context, withFieldChange(context.values, event)).valid,
    isSlotOffered: ({ context, event }) => event.type === "CHOOSE_SLOT" && context.slots.includes(event.slot)
  },
  actions: {
    change: assign({
      values: ({ context, event }) =>
        event.type === "CHANGE" ? withFieldChange(context.values, event) : context.values
    }),
    showValidation: assign(({ context }) => ({ ...noFormFeedback, validation: validate(context) })),
    clearFeedback: assign(noFormFeedback),
    dismissAlert: assign({ alert: null }),
    chooseDay: assign(({ context, event }) =>
      event.type === "CHOOSE_DAY"
        ? {
            availability: { location: event.location, day: event.day },
            slots: [],
            availabilityError: null,
            values: withSlot(context.values, null)
          }
        : {}
    ),
    chooseSlot: assign({
      values: ({ context, event }) =>
        event.type === "CHOOSE_SLOT" ? withSlot(context.values, event.slot) : context.values
    }),
    clearSlot: assign({ values: ({ context }) => withSlot(context.values, null) })
  }
}).createMachine({
  id: "testDriveBooking",
  context: ({ input }) => ({ ...input, ...noFormFeedback, availability: null, slots: [], availabilityError: null }),
  type: "parallel",
  on: { DISMISS_ALERT: { actions: "dismissAlert" } },
  states: {
    form: {
      initial: "editing",
      states: {
        editing: { on: { CHANGE: { actions: "change" }, SUBMIT: submitOrShowErrors } },
        invalid: {
          on: {
            CHANGE: [
              { guard: "isValidAfterChange", target: "editing", actions: ["change", "clearFeedback"] },
              { actions: ["change", "showValidation"] }
            ],
            SUBMIT: submitOrShowErrors
          }
        },
        submitting: {
          entry: "clearFeedback",
          invoke: {
            id: "submitLead",
            src: "submitLead",
            input: ({ context }) => testDriveLeadPayload(context),
            onDone: [
              { guard: ({ context, event }) => isLeadAccepted(event.output, context.texts), target: "succeeded" },
              {
                target: "failed",
                actions: /* @__PURE__ */ assign(({ context, event }) => refusedLeadFeedback(event.output, context.texts))
              }
            ],
            onError: {
              target: "failed",
              actions: /* @__PURE__ */ assign(({ context, event }) => rejectedLeadFeedback(event.error, context.texts))
            }
          },
          after: {
            requestTimeout: { target: "failed", actions: /* @__PURE__ */ assign(({ context }) => timedOutFeedback(context.texts)) }
          }
        },
        failed: { on: { CHANGE: { actions: "change" }, SUBMIT: submitOrShowErrors } },
        succeeded: { type: "final" }
      }
    },
    availability: {
      initial: "idle",
      on: { CHOOSE_DAY: { target: ".loading", reenter: true, actions: "chooseDay" } },
      states: {
        idle: {},
        loading: {
          invoke: {
            id: "loadAvailability",
            src: "loadAvailability",
            input: ({ context }) => context.availability ?? { location: "", day: "" },
            onDone: { target: "loaded", actions: /* @__PURE__ */ assign({ slots: ({ event }) => event.output }) },
            onError: {
              target: "failed",
              actions: /* @__PURE__ */ assign({ availabilityError: ({ context }) => context.texts.testDriveSlotsFailed })
            }
          },
          after: {
            requestTimeout: {
              target: "failed",
              actions: /* @__PURE__ */ assign({ availabilityError: ({ context }) => context.texts.formsRequestTimedOut })
            }
          }
        },
        loaded: {
          on: {
            CHOOSE_SLOT: { guard: "isSlotOffered", actions: "chooseSlot" },
            CLEAR_SLOT: { actions: "clearSlot" }
          }
        },
        failed: {}
      }
    }
  }
})
