import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from "xstate"
import { defaultTexts } from "../tenant/texts.ts"
import { connectEnquiryForm } from "./enquiry-form-connect.ts"
import { enquiryFormMachine, type EnquiryFormMachineInput, type EnquiryLeadValues } from "./enquiry-form-machine.ts"
import { enquiryFormInput, requestPhotosFormSetup, similarCarFormSetup } from "./enquiry-form-setup.ts"
import type { LeadPageContext, LeadPayload } from "./lead-payload.ts"
import type { LeadSubmitResponse } from "./submission-outcome.ts"
import { exampleLeadPage } from "../testing/example-lead-page.ts"

const page: LeadPageContext = exampleLeadPage({
  dealershipId: 3,
  visitedPages: ["/", "/contact"],
  linkedQueryParams: { utm_source: "google" }
})

const input: EnquiryFormMachineInput = {
  values: { name: "", email: "jo@example.com", phone: "0412 345 678", message: "Is it available?" },
  vehicle: null,
  layout: {
    messageRequired: true,
    categoryShown: false,
    locationShown: false,
    dealershipShown: false,
    optInShown: true,
    termsRequired: false
  },
  page,
  texts: defaultTexts
}

type SubmitLead = (payload: LeadPayload<EnquiryLeadValues>) => Promise<LeadSubmitResponse>

function start(submitLead: SubmitLead, machineInput = input, clock?: SimulatedClock) {
  const machine = enquiryFormMachine.provide({ actors: { submitLead: fromPromise(({ input }) => submitLead(input)) } })
  return createActor(machine, { input: machineInput, ...(clock ? { clock } : {}) }).start()
}

const view = (actor: ReturnType<typeof start>) => connectEnquiryForm(actor.getSnapshot(), actor.send)

describe("enquiry form flow", () => {
  it("refuses to submit an invalid form and lists the errors (pure transitions)", () => {
    const [editing] = initialTransition(enquiryFormMachine, input)
    const [invalid, actions] = transition(enquiryFormMachine, editing, { type: "SUBMIT" })
    expect(invalid.value).toBe("invalid")
    expect(actions.some((action) => action.type === "xstate.spawnChild")).toBe(false)
    expect(invalid.context.validation?.summary).toEqual({
      heading: "Please fix the following errors:",
      messages: ["Please enter your name"]
    })
  })

  it("clears the errors once the shopper fixes the last one, then submits", () => {
    const [editing] = initialTransition(enquiryFormMachine, input)
    const [invalid] = transition(enquiryFormMachine, editing, { type: "SUBMIT" })
    const [fixed] = transition(enquiryFormMachine, invalid, { type: "CHANGE", field: "name", value: "Jo Citizen" })
    expect(fixed.value).toBe("editing")
    expect(fixed.context.validation).toBeNull()
    const [submitting, actions] = transition(enquiryFormMachine, fixed, { type: "SUBMIT" })
    expect(submitting.value).toBe("submitting")
    expect(actions.some((action) => action.type === "xstate.spawnChild")).toBe(true)
  })

  it("keeps listing the errors that are left while the shopper types", () => {
    const [editing] = initialTransition(enquiryFormMachine, { ...input, values: { ...input.values, email: "jo@" } })
    const [invalid] = transition(enquiryFormMachine, editing, { type: "SUBMIT" })
    const [stillInvalid] = transition(enquiryFormMachine, invalid, { type: "CHANGE", field: "name", value: "Jo" })
    expect(stillInvalid.value).toBe("invalid")
    expect(stillInvalid.context.validation?.summary?.messages).toEqual(["Please enter a valid email address"])
  })

  it("sends the lead with the page's extras, disables the button, then redirects to /success", async () => {
    const sent: Array<LeadPayload<EnquiryLeadValues>> = []
    let answer: (response: LeadSubmitResponse) => void = () => undefined
    const actor = start((payload) => {
      sent.push(payload)
      return new Promise((resolve) => (answer = resolve))
    })
    view(actor).change("name", "Jo Citizen")
    view(actor).submit()
    expect(view(actor)).toMatchObject({ submitting: true, redirectTo: null })
    answer({ lead_id: 812 })
    await waitFor(actor, (snapshot) => snapshot.status === "done")
    expect(view(actor)).toMatchObject({ submitting: false, redirectTo: "/success", formError: null, alert: null })
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      name: "Jo Citizen",
      source: "Website",
      category: "General Enquiry",
      car_dealership_id: 3,
      lead_attributes: { visited_pages: ["/", "/contact"], linked_query_params: { utm_source: "google" } }
    })
  })

  it("alerts and stores the error's message when the submit throws; loading is cleared", async () => {
    const actor = start(() => Promise.reject(new Error("Network down")))
    view(actor).change("name", "Jo")
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.matches("failed"))
    expect(view(actor)).toMatchObject({
      submitting: false,
      alert: "An error occurred when submitting this form",
      formError: "Network down",
      redirectTo: null
    })
    view(actor).dismissAlert()
    expect(view(actor)).toMatchObject({ alert: null, formError: "Network down" })
  })

  it("alerts, and shows 'An unexpected error occured' when the failed lead call returned no message", async () => {
    const actor = start(() => Promise.reject(new Error("")))
    view(actor).change("name", "Jo")
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.matches("failed"))
    expect(view(actor)).toMatchObject({
      alert: "An error occurred when submitting this form",
      formError: "An unexpected error occured"
    })
  })

  it("shows the returned error, or 'An unexpected error occured', when no lead_id comes back", async () => {
    const refused = start(async () => ({ error: "Duplicate lead" }))
    view(refused).change("name", "Jo")
    view(refused).submit()
    await waitFor(refused, (snapshot) => snapshot.matches("failed"))
    expect(view(refused)).toMatchObject({ formError: "Duplicate lead", alert: null })

    const silent = start(async () => ({}))
    view(silent).change("name", "Jo")
    view(silent).submit()
    await waitFor(silent, (snapshot) => snapshot.matches("failed"))
    expect(view(silent).formError).toBe("An unexpected error occured")
  })

  it("lets the shopper submit again after a failure", async () => {
    let calls = 0
    const actor = start(async () => (++calls === 1 ? Promise.reject(new Error("Network down")) : { lead_id: 9 }))
    view(actor).change("name", "Jo")
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.matches("failed"))
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.status === "done")
    expect(view(actor)).toMatchObject({ redirectTo: "/success", formError: null })
  })

  it("gives up on a submit that never answers after 15 seconds", () => {
    const clock = new SimulatedClock()
    const actor = start(() => new Promise(() => undefined), input, clock)
    view(actor).change("name", "Jo")
    view(actor).submit()
    clock.increment(14_999)
    expect(view(actor).submitting).toBe(true)
    clock.increment(1)
    expect(view(actor)).toMatchObject({
      submitting: false,
      alert: "An error occurred when submitting this form",
      formError: "The request took too long. Please try again."
    })
  })

  it("fails with a clear message when no submitLead service is provided", async () => {
    const actor = createActor(enquiryFormMachine, { input: { ...input, values: { ...input.values, name: "Jo" } } })
    actor.start()
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (snapshot) => snapshot.matches("failed"))
    expect(view(actor).formError).toBe("submitLead is not provided")
  })
})

describe("enquiry presets", () => {
  const vehicle = {
    dealership_slug: "brisbane-toyota",
    manufacturer_slug: "toyota",
    stock_number: "T1234",
    "Vehicle Make": "Toyota",
    "Vehicle Model": "Hilux",
    car_type: "used",
    car_id: 1,
    vehicle_status: "sold"
  }
  const context = { carName: "2022 Toyota Hilux SR5", vehicle, page, stored: null, dealershipCount: 1 }
  const settings = {
    enquiry_message_required: true,
    opt_in_hidden: false,
    terms_required: false,
    dealership_select_removed: false
  }

  it("sends Request Photos as a vehicle enquiry about the car, Comments optional", async () => {
    const setup = requestPhotosFormSetup(context, defaultTexts)
    const machineInput = enquiryFormInput(setup, settings, defaultTexts)
    expect(machineInput.layout).toMatchObject({ messageRequired: false, categoryShown: false })
    expect(machineInput.values.message).toBe("Please send me more photos of the 2022 Toyota Hilux SR5.")
    const sent: Array<LeadPayload<EnquiryLeadValues>> = []
    const actor = start(async (payload) => (sent.push(payload), { lead_id: 1 }), {
      ...machineInput,
      values: { ...machineInput.values, name: "Jo", email: "jo@example.com", phone: "0412345678" }
    })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (snapshot) => snapshot.status === "done")
    expect(sent[0]).toMatchObject({
      category: "Vehicle Enquiry",
      subcategory: "Request Photos",
      car_id: 1,
      stock_number: "T1234",
      "Vehicle Make": "Toyota",
      opt_in: true
    })
  })

  it("sends Find Me Something Similar with its own subcategory and message", () => {
    const setup = similarCarFormSetup(context, defaultTexts)
    expect(setup.page).toMatchObject({ formCategory: "Vehicle Enquiry", formSubcategory: "Find Me Something Similar" })
    expect(setup.message).toBe(
      "I'm interested in a car similar to the 2022 Toyota Hilux SR5. Please let me know what you have."
    )
  })
})
