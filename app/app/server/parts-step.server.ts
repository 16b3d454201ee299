import {
  connectPartsWizard,
  decodeOrThrow,
  leadSubmitRequest,
  LeadSubmitResponse,
  partsProgressOf,
  partsWizardMachine,
  resumedPartsWizard,
  type PartsProgress,
  type PartsWizardMachineInput,
  type Tenant
} from "@dealer/core"
import type { ActionFunctionArgs } from "react-router"
import { createActor, fromPromise } from "xstate"
import { action as analyticsAction } from "../routes/api/analytics-events.ts"
import { action as leadsAction } from "../routes/api/leads.ts"
import { platformCall, settledStep } from "./wizard-step-action.server.ts"

const noop = () => {}

/**
 * One step of the parts wizard posted without JavaScript: the wizard's statechart resumed at the
 * posted progress, Next (or Order Parts, or Back) sent, and the step's lead stored through the
 * platform API's own lead action, as the browser's statechart stores it. `done` once the order is
 * complete (the page then goes to the wizard's success page).
 *
 * @example
 * const step = await partsStep(args, tenant, input, partsPostedProgress(progress, entries), "next")
 */
export async function partsStep(
  args: ActionFunctionArgs,
  tenant: Tenant,
  input: PartsWizardMachineInput,
  progress: PartsProgress,
  command: "next" | "back"
) {
  // A refusal without a message rejects with "", so the flow shows its own text, as in the browser.
  const call = (action: Parameters<typeof platformCall>[0], path: string, body: unknown) =>
    platformCall(action, args, path, body, "")
  const machine = partsWizardMachine.provide({
    actors: {
      submitLead: fromPromise(async ({ input: lead }) =>
        decodeOrThrow(LeadSubmitResponse, await call(leadsAction, "/api/leads", leadSubmitRequest(lead)), "lead answer")
      ),
      track: fromPromise(async ({ input: event }) => {
        if (event.event === null) return
        const { id, label } = event.event
        await call(analyticsAction, "/api/analytics/events", { event_id: id, ...(label === null ? {} : { label }) })
      })
    }
  })
  const actor = createActor(machine, { snapshot: resumedPartsWizard(progress, input), input }).start()
  const view = connectPartsWizard(actor.getSnapshot(), actor.send)
  if (command === "back") view.back()
  else view.submit()
  const snapshot = await settledStep(actor, (state) => !connectPartsWizard(state, noop).submitting)
  const { validation, formError, alert } = snapshot.context
  return {
    progress: partsProgressOf(snapshot),
    feedback: { validation, formError, alert },
    redirectTo: connectPartsWizard(snapshot, noop).redirectTo
  }
}
