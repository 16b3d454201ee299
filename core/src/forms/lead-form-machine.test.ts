import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from "xstate"
import { defaultTexts } from "../tenant/texts.ts"
import type { EnquiredVehicleFields } from "./enquiry-form-machine.ts"
import { enquireNowFormSetup } from "./page-form-setups.ts"
import { connectLeadForm } from "./lead-form-connect.ts"
import { leadFormMachine, type LeadFormLeadValues } from "./lead-form-machine.ts"
import { leadFormInput } from "./lead-form-setup.ts"
import type { LeadPayload } from "./lead-payload.ts"
import type { StoredUserDetails } from "./stored-user-details.ts"
import type { LeadSubmitResponse } from "./submission-outcome.ts"

const vehicle: EnquiredVehicleFields = {
  dealership_slug: "westside-used-cars",
  manufacturer_slug: "kia",
  stock_number: "K11020",
  "Vehicle Make": "Kia",
  "Vehicle Model": "Sportage",
  car_type: "used",
  car_id: 500020,
  vehicle_status: "in_stock"
}

// The Enquire Now setup of a vehicle page, as the page builds it for either form.
const setup = enquireNowFormSetup({
  carName: "2024 Kia Sportage S",
  vehicle,
  page: {
    url: "https://westside.example/cars/2024-kia-sportage-s-k11020",
    userAgent: "Vitest",
    car: { id: 500020, dealership_id: 5 },
    dealershipId: 5,
    visitedPages: ["/", "/search/used-cars"],
    linkedQueryParams: { utm_source: "google" }
  },
  stored: null,
  dealershipCount: 1
})

const input = leadFormInput(setup, defaultTexts)

const filled = {
  name: "Jo",
  last_name: "Citizen",
  postcode: "4305",
  phone: "0412 345 678",
  email: "jo@example.com",
  has_trade_in: "Yes"
} as const

type SubmitLead = (payload: LeadPayload<LeadFormLeadValues>) => Promise<LeadSubmitResponse>

function start(
  submitLead: SubmitLead,
  rememberDetails: (details: StoredUserDetails) => Promise<void> = async () => {},
  clock?: SimulatedClock
) {
  const machine = leadFormMachine.provide({
    actors: {
      submitLead: fromPromise(({ input: lead }) => submitLead(lead)),
      rememberDetails: fromPromise(({ input: details }) => rememberDetails(details))
    }
  })
  return createActor(machine, { input, ...(clock ? { clock } : {}) }).start()
}

function fill(actor: ReturnType<typeof start>, values: Partial<Record<keyof typeof filled | "website", string>>) {
  const form = connectLeadForm(actor.getSnapshot(), actor.send)
  for (const [field, value] of Object.entries(values)) form.change(field as "name", value)
}

const view = (actor: ReturnType<typeof start>) => connectLeadForm(actor.getSnapshot(), actor.send)

describe("lead form flow", () => {
  it("opens empty (or with the shopper's stored details) with an empty honeypot and no trade-in answer", () => {
    expect(input.values).toEqual({ name: "", last_name: "", postcode: "", phone: "", email: "", website: "", has_trade_in: null })
    const stored = { name: "Jo", last_name: "Citizen", email: "jo@example.com", phone: "0412345678", postcode: "4305" }
    expect(leadFormInput({ ...setup, stored }, defaultTexts).values).toEqual({ ...stored, website: "", has_trade_in: null })
  })

  it("refuses an empty form with every field's message under 'Please fix the following errors:' (pure transitions)", () => {
    const [editing] = initialTransition(leadFormMachine, input)
    const [invalid, actions] = transition(leadFormMachine, editing, { type: "SUBMIT" })
    expect(invalid.value).toBe("invalid")
    expect(actions.some((action) => action.type === "xstate.spawnChild")).toBe(false)
    expect(invalid.context.validation?.summary).toEqual({
      heading: "Please fix the following errors:",
      messages: [
        "Please enter your first name",
        "Please enter your last name",
        "Invalid postcode. Please enter a 4-digit number.",
        "Please enter your mobile number",
        "Please enter your email address",
        "Please tell us whether you have a trade-in"
      ]
    })
  })

  it("shows the specification's postcode message beside the postcode until it is 4 digits", () => {
    const actor = start(async () => ({ lead_id: 1 }))
    fill(actor, { ...filled, postcode: "430" })
    view(actor).submit()
    expect(view(actor).fieldErrors).toEqual({ postcode: "Invalid postcode. Please enter a 4-digit number." })
    view(actor).change("postcode", "4305")
    expect(view(actor).fieldErrors).toEqual({})
    expect(view(actor).errorSummary).toBeNull()
  })

  it("sends an Enquire Now lead about the car carrying last name, postcode and the trade-in answer, keeps the details, then redirects to /success", async () => {
    const sent: Array<LeadPayload<LeadFormLeadValues>> = []
    const kept: StoredUserDetails[] = []
    let answer: (response: LeadSubmitResponse) => void = () => undefined
    const actor = start(
      (payload) => {
        sent.push(payload)
        return new Promise((resolve) => (answer = resolve))
      },
      async (details) => void kept.push(details)
    )
    fill(actor, filled)
    view(actor).submit()
    expect(view(actor).submitting).toBe(true)
    expect(sent).toEqual([
      {
        ...vehicle,
        ...filled,
        url: "https://westside.example/cars/2024-kia-sportage-s-k11020",
        source: "Website",
        user_agent: "Vitest",
        car_id: 500020,
        car_dealership_id: 5,
        lead_attributes: { visited_pages: ["/", "/search/used-cars"], linked_query_params: { utm_source: "google" } },
        category: "Vehicle Enquiry",
        subcategory: null
      }
    ])
    // An empty honeypot is not sent: it is not part of the shopper's lead.
    expect(sent[0]).not.toHaveProperty("website")
    answer({ lead_id: 812 })
    await waitFor(actor, (snapshot) => snapshot.status === "done")
    expect(kept).toEqual([{ name: "Jo", last_name: "Citizen", email: "jo@example.com", phone: "0412 345 678", postcode: "4305" }])
    expect(view(actor).redirectTo).toBe("/success")
  })

  it("sends a filled honeypot along, so the platform drops the lead undelivered, and keeps nothing of a bot's", async () => {
    const sent: Array<LeadPayload<LeadFormLeadValues>> = []
    const kept: StoredUserDetails[] = []
    const actor = start(
      async (payload) => {
        sent.push(payload)
        return { lead_id: 9 }
      },
      async (details) => void kept.push(details)
    )
    fill(actor, { ...filled, website: "http://spam.example" })
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.status === "done")
    expect(sent[0]?.website).toBe("http://spam.example")
    expect(kept).toEqual([])
    // The bot is told nothing: it lands on /success like anyone else.
    expect(view(actor).redirectTo).toBe("/success")
  })

  it("goes to /success even when keeping the details fails", async () => {
    const actor = start(
      async () => ({ lead_id: 3 }),
      async () => {
        throw new Error("storage full")
      }
    )
    fill(actor, filled)
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.status === "done")
    expect(view(actor).redirectTo).toBe("/success")
  })

  it("shows the platform's refusal, or 'An unexpected error occured', and lets the shopper try again", async () => {
    const answers: LeadSubmitResponse[] = [{ error: "Too many enquiries" }, { lead_id: 4 }]
    const actor = start(async () => answers.shift() ?? { error: null })
    fill(actor, filled)
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.matches("failed"))
    expect(view(actor).formError).toBe("Too many enquiries")
    expect(view(actor).submitting).toBe(false)
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.status === "done")

    const failing = start(async () => {
      throw new Error("")
    })
    fill(failing, filled)
    view(failing).submit()
    await waitFor(failing, (snapshot) => snapshot.matches("failed"))
    expect(view(failing).formError).toBe("An unexpected error occured")
    expect(view(failing).alert).toBe("An error occurred when submitting this form")
    view(failing).dismissAlert()
    expect(view(failing).alert).toBeNull()
  })

  it("gives up on a call that never answers after 15 s", () => {
    const clock = new SimulatedClock()
    const actor = start(() => new Promise(() => undefined), undefined, clock)
    fill(actor, filled)
    view(actor).submit()
    clock.increment(15_000)
    expect(actor.getSnapshot().matches("failed")).toBe(true)
    expect(view(actor).formError).toBe("The request took too long. Please try again.")
  })

  it("offers the trade-in answers in the tenant's words", () => {
    const actor = start(async () => ({ lead_id: 1 }))
    expect(view(actor).tradeInChoices).toEqual([
      { value: "Yes", label: "Yes" },
      { value: "No", label: "No" }
    ])
  })
})
