import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from "xstate"
import { defaultTexts } from "../tenant/texts.ts"
import type { LeadPayload } from "./lead-payload.ts"
import type { LeadSubmitResponse } from "./submission-outcome.ts"
import { connectTestDriveBooking } from "./test-drive-booking-connect.ts"
import {
  testDriveBookingMachine,
  type TestDriveAvailabilityRequest,
  type TestDriveBookingMachineInput,
  type TestDriveLeadValues
} from "./test-drive-booking-machine.ts"
import { testDriveSlotLabel } from "./test-drive-slot-label.ts"
import { validateTestDriveBooking } from "./validate-test-drive-booking.ts"
import { exampleLeadPage } from "../testing/example-lead-page.ts"

const input: TestDriveBookingMachineInput = {
  values: { name: "Jo Citizen", email: "jo@example.com", phone: "0412345678", message: "" },
  vehicle: null,
  layout: {
    messageRequired: false,
    categoryShown: false,
    locationShown: false,
    dealershipShown: false,
    optInShown: true,
    termsRequired: false
  },
  page: exampleLeadPage({
    url: "https://example-motors.example/book-test-drive",
    dealershipId: 3,
    formCategory: "Test Drive"
  }),
  now: new Date("2025-03-01T00:00:00+10:00"),
  texts: defaultTexts
}

const offered = ["2025-03-04T09:00:00+10:00", "2025-03-04T13:30:00+10:00"]

interface Services {
  readonly loadAvailability?: (request: TestDriveAvailabilityRequest) => Promise<ReadonlyArray<string>>
  readonly submitLead?: (payload: LeadPayload<TestDriveLeadValues>) => Promise<LeadSubmitResponse>
}

function start(services: Services, clock?: SimulatedClock) {
  const machine = testDriveBookingMachine.provide({
    actors: {
      loadAvailability: fromPromise(({ input }) => (services.loadAvailability ?? (async () => offered))(input)),
      submitLead: fromPromise(({ input }) => (services.submitLead ?? (async () => ({ lead_id: 1 })))(input))
    }
  })
  return createActor(machine, { input, ...(clock ? { clock } : {}) }).start()
}

const view = (actor: ReturnType<typeof start>) => connectTestDriveBooking(actor.getSnapshot(), actor.send)

describe("test drive booking flow", () => {
  it("submits without a booking time: the date-time is optional (pure transitions)", () => {
    const [idle] = initialTransition(testDriveBookingMachine, input)
    expect(idle.value).toEqual({ form: "editing", availability: "idle" })
    const [submitting] = transition(testDriveBookingMachine, idle, { type: "SUBMIT" })
    expect(submitting.value).toEqual({ form: "submitting", availability: "idle" })
  })

  it("loads the offered times for a location and day and takes only an offered one", async () => {
    const requests: TestDriveAvailabilityRequest[] = []
    const actor = start({ loadAvailability: async (request) => (requests.push(request), offered) })
    view(actor).chooseDay(7, "2025-03-04")
    expect(view(actor).availability).toMatchObject({ loading: true, day: "2025-03-04", location: 7 })
    await waitFor(actor, (snapshot) => snapshot.matches({ availability: "loaded" }))
    expect(requests).toEqual([{ location: 7, day: "2025-03-04" }])
    expect(view(actor).availability.slots.map((slot) => slot.label)).toEqual(["9:00 am", "1:30 pm"])

    view(actor).chooseSlot("2025-03-04T10:00:00+10:00")
    expect(view(actor).values.preferred_date_time).toBeNull()
    view(actor).chooseSlot(offered[1] ?? "")
    expect(view(actor).values.preferred_date_time).toBe(offered[1])
    expect(view(actor).availability.slots.map((slot) => slot.selected)).toEqual([false, true])

    view(actor).chooseDay(7, "2025-03-05")
    expect(view(actor).values.preferred_date_time).toBeNull()
  })

  it("sends the chosen time with the lead and redirects to /success", async () => {
    const sent: Array<LeadPayload<TestDriveLeadValues>> = []
    const actor = start({ submitLead: async (payload) => (sent.push(payload), { lead_id: 44 }) })
    view(actor).chooseDay(7, "2025-03-04")
    await waitFor(actor, (snapshot) => snapshot.matches({ availability: "loaded" }))
    view(actor).chooseSlot(offered[0] ?? "")
    view(actor).submit()
    expect(view(actor).submitting).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches({ form: "succeeded" }))
    expect(view(actor).redirectTo).toBe("/success")
    expect(sent[0]).toMatchObject({ preferred_date_time: offered[0], category: "Test Drive", source: "Website" })
  })

  it("says so when a day has no free times, or the lookup fails or stalls", async () => {
    const empty = start({ loadAvailability: async () => [] })
    view(empty).chooseDay(7, "2025-03-09")
    await waitFor(empty, (snapshot) => snapshot.matches({ availability: "loaded" }))
    expect(view(empty).availability.message).toBe("No times are available on this day. Please choose another day.")

    const failing = start({ loadAvailability: () => Promise.reject(new Error("502")) })
    view(failing).chooseDay(7, "2025-03-04")
    await waitFor(failing, (snapshot) => snapshot.matches({ availability: "failed" }))
    expect(view(failing).availability).toMatchObject({
      loading: false,
      message: "We couldn't load the available times. Please try again."
    })

    const clock = new SimulatedClock()
    const stalled = start({ loadAvailability: () => new Promise(() => undefined) }, clock)
    view(stalled).chooseDay(7, "2025-03-04")
    clock.increment(15_000)
    expect(view(stalled).availability).toMatchObject({
      loading: false,
      message: "The request took too long. Please try again."
    })
  })

  it("fails like every form: alert on a throw, the returned error otherwise, timeout after 15 s", async () => {
    const thrown = start({ submitLead: () => Promise.reject(new Error("Network down")) })
    view(thrown).submit()
    await waitFor(thrown, (snapshot) => snapshot.matches({ form: "failed" }))
    expect(view(thrown)).toMatchObject({
      alert: "An error occurred when submitting this form",
      formError: "Network down"
    })

    const refused = start({ submitLead: async () => ({}) })
    view(refused).submit()
    await waitFor(refused, (snapshot) => snapshot.matches({ form: "failed" }))
    expect(view(refused)).toMatchObject({ alert: null, formError: "An unexpected error occured" })

    const clock = new SimulatedClock()
    const stalled = start({ submitLead: () => new Promise(() => undefined) }, clock)
    view(stalled).submit()
    clock.increment(15_000)
    expect(view(stalled)).toMatchObject({
      submitting: false,
      formError: "The request took too long. Please try again."
    })
  })

  it("validates the contact fields before sending", () => {
    const [idle] = initialTransition(testDriveBookingMachine, { ...input, values: { ...input.values, email: "" } })
    const [invalid] = transition(testDriveBookingMachine, idle, { type: "SUBMIT" })
    expect(connectTestDriveBooking(invalid, () => undefined).errorSummary?.messages).toEqual([
      "Please enter your email address"
    ])
  })
})

describe("validateTestDriveBooking", () => {
  it("refuses a time that was not offered, and a past one with its own message", () => {
    const values = { ...input.values, preferred_date_time: "2025-03-04T10:00:00+10:00" }
    expect(validateTestDriveBooking(values, offered, input.layout, input.now, defaultTexts).fieldErrors).toEqual([
      { field: "preferred_date_time", message: "Please choose one of the available times" }
    ])
    const past = { ...input.values, preferred_date_time: "2025-02-01T10:00:00+10:00" }
    expect(validateTestDriveBooking(past, [], input.layout, input.now, defaultTexts).summary?.messages).toEqual([
      "Please choose a date and time in the future"
    ])
    expect(validateTestDriveBooking(input.values, [], input.layout, input.now, defaultTexts).valid).toBe(true)
  })

  it("labels times on a 12-hour clock from the offered text", () => {
    expect(["T00:15", "T12:00", "T23:45"].map((time) => testDriveSlotLabel(`2025-03-04${time}`))).toEqual([
      "12:15 am",
      "12:00 pm",
      "11:45 pm"
    ])
  })
})
