import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { defaultTexts } from "../tenant/texts.ts"
import type { LeadTrackingEvent } from "./form-flow.ts"
import type { LeadPayload } from "./lead-payload.ts"
import type { LeadSubmitResponse } from "./submission-outcome.ts"
import type { PartsForm } from "./parts-form.ts"
import { partsInitialValues } from "./parts-initial-values.ts"
import {
  decodePartsProgress,
  PARTS_STEP_FIELDS,
  partsPostedProgress,
  partsProgressOf,
  resumedPartsWizard,
  type PartsProgress
} from "./parts-progress.ts"
import { connectPartsWizard } from "./parts-wizard-connect.ts"
import { partsWizardMachine, type PartsWizardMachineInput } from "./parts-wizard-machine.ts"
import { exampleLeadPage } from "../testing/example-lead-page.ts"

const opening = partsInitialValues(null)

const input: PartsWizardMachineInput = {
  values: opening,
  page: exampleLeadPage({ url: "https://example-motors.example/vehicle-parts-and-accessories", dealershipId: 3 }),
  settings: { parts_required_fields: ["Vehicle Make", "Vehicle Model", "Vehicle Year", "Order Detail"] },
  locationShown: false,
  now: new Date("2025-03-01T00:00:00Z"),
  texts: defaultTexts
}

const start: PartsProgress = { step: "contact-details", leadId: null, values: opening }

function resume(progress: PartsProgress, sent: Array<LeadPayload<PartsForm>>) {
  const machine = partsWizardMachine.provide({
    actors: {
      submitLead: fromPromise<LeadSubmitResponse, LeadPayload<PartsForm>>(async ({ input: lead }) => {
        sent.push(lead)
        return { lead_id: 812 }
      }),
      track: fromPromise<void, LeadTrackingEvent>(async () => {})
    }
  })
  return createActor(machine, { snapshot: resumedPartsWizard(progress, input), input }).start()
}

const settled = (actor: ReturnType<typeof resume>) =>
  waitFor(actor, (snapshot) => !connectPartsWizard(snapshot, () => {}).submitting)

describe("partsPostedProgress", () => {
  it("takes only the current step's inputs", () => {
    const posted = partsPostedProgress(start, { name: "Jo", email: "jo@example.com", "Order Detail": "Pads" })
    expect(posted.values).toMatchObject({ name: "Jo", email: "jo@example.com", phone: "", "Order Detail": "" })
  })

  it("names every input of each step once", () => {
    const fields = Object.values(PARTS_STEP_FIELDS).flat()
    expect(new Set(fields).size).toBe(fields.length)
    expect(fields).toContain("Order Detail")
  })
})

describe("decodePartsProgress", () => {
  it("round-trips through JSON and starts afresh from anything else", () => {
    const later: PartsProgress = { step: "order-details", leadId: 812, values: { ...opening, name: "Jo" } }
    expect(decodePartsProgress(JSON.stringify(later), opening)).toEqual(later)
    for (const raw of [null, "", "[", JSON.stringify({ step: "payment" })]) {
      expect(decodePartsProgress(raw, opening)).toEqual(start)
    }
  })
})

describe("resumedPartsWizard", () => {
  it("walks the three steps from posts alone, attaching the first lead_id and completing the last", async () => {
    const sent: Array<LeadPayload<PartsForm>> = []
    const posts = [
      { name: "Jo Citizen", email: "jo@example.com", phone: "0412345678" },
      { "Vehicle Make": "Kia", "Vehicle Model": "Sportage", "Vehicle Year": "2021" },
      { "Order Detail": "Front brake pads" }
    ]
    let progress = start
    let finished = false
    for (const post of posts) {
      const actor = resume(partsPostedProgress(progress, post), sent)
      connectPartsWizard(actor.getSnapshot(), actor.send).submit()
      const snapshot = await waitFor(actor, (state) => state.matches("editing") || state.status === "done")
      finished = snapshot.status === "done"
      progress = partsProgressOf(snapshot)
    }
    expect(finished).toBe(true)
    expect(sent.map((lead) => [lead.lead_id, lead.form_completed])).toEqual([
      [undefined, false],
      [812, false],
      [812, true]
    ])
    expect(sent[2]).toMatchObject({ name: "Jo Citizen", "Vehicle Make": "Kia", lead_status: "Complete" })
  })

  it("shows the step's errors and keeps the step", async () => {
    const actor = resume({ ...start, step: "vehicle-details" }, [])
    connectPartsWizard(actor.getSnapshot(), actor.send).submit()
    const view = connectPartsWizard(await settled(actor), () => {})
    expect(view.stepTitle).toBe("Vehicle Details")
    expect(view.fieldErrors["Vehicle Make"]).toBe("Please enter the vehicle make")
  })

  it("renders the step of the progress", () => {
    const view = connectPartsWizard(resumedPartsWizard({ ...start, step: "order-details", leadId: 5 }, input), () => {})
    expect([view.stepNumber, view.isLastStep]).toEqual([3, true])
  })
})
