import {
  connectTradeInValuation,
  decodeOrThrow,
  leadSubmitRequest,
  LeadSubmitResponse,
  resumedTradeInValuation,
  tradeInOfferFromAnswer,
  tradeInProgressOf,
  tradeInValuationMachine,
  tradeInVehicleFromLookup,
  type Tenant,
  type TradeInProgress,
  type TradeInValuationMachineInput
} from "@dealer/core"
import { AdjustmentsResponse } from "@dealer/http"
import type { ActionFunctionArgs } from "react-router"
import { createActor, fromPromise } from "xstate"
import { action as analyticsAction } from "../routes/api/analytics-events.ts"
import { action as leadsAction } from "../routes/api/leads.ts"
import { action as valuationResultAction } from "../routes/api/miscellaneous.ts"
import { action as adjustmentsAction } from "../routes/api/trade-in-adjustments.ts"
import { action as offerAcceptedAction } from "../routes/api/trade-in-offer-accepted.ts"
import { action as regoLookupAction } from "../routes/api/trade-in-rego-lookup.ts"
import { platformCall, settledStep } from "./wizard-step-action.server.ts"

const noop = () => {}

/**
 * One trade-in screen posted without JavaScript: the valuation's statechart resumed at the posted
 * progress, the screen's command (Get Your Valuation, Get My Offer or Accept Offer) sent, and its
 * calls made through the platform API's own actions, so the lead and the valuation are stored as
 * the browser's statechart stores them.
 *
 * @example
 * const { progress, feedback } = await tradeInStep(args, tenant, input, tradeInPostedProgress(progress, entries))
 */
export async function tradeInStep(
  args: ActionFunctionArgs,
  tenant: Tenant,
  input: TradeInValuationMachineInput,
  progress: TradeInProgress
) {
  // A refusal without a message rejects with "", so the flow shows its own text, as in the browser.
  const call = (action: Parameters<typeof platformCall>[0], path: string, body: unknown) =>
    platformCall(action, args, path, body, "")
  const stores: Array<Promise<unknown>> = []
  const machine = tradeInValuationMachine.provide({
    actors: {
      lookupRego: fromPromise(async ({ input: request }) =>
        tradeInVehicleFromLookup(await call(regoLookupAction, "/api/trade-in/rego-lookup", request))
      ),
      submitLead: fromPromise(async ({ input: lead }) =>
        decodeOrThrow(LeadSubmitResponse, await call(leadsAction, "/api/leads", leadSubmitRequest(lead)), "lead answer")
      ),
      submitAdjustments: fromPromise(async ({ input: request }) => {
        const answer = await call(adjustmentsAction, "/api/trade-in/adjustments", request)
        return tradeInOfferFromAnswer(decodeOrThrow(AdjustmentsResponse, answer, "adjustments answer"), tenant.texts)
      }),
      acceptOffer: fromPromise(async ({ input: request }) => {
        await call(offerAcceptedAction, "/api/trade-in/offer-accepted", request)
      }),
      // The browser keeps its copy locally; the server keeps the valuation with its lead.
      store: fromPromise(async ({ input: valuation }) => {
        const saved = call(valuationResultAction, "/api/miscellaneous", { ...valuation, column_name: "valuation" })
        stores.push(saved.catch(noop))
        await saved
      }),
      track: fromPromise(async ({ input: event }) => {
        if (event.event === null) return
        const { id, label } = event.event
        await call(analyticsAction, "/api/analytics/events", { event_id: id, ...(label === null ? {} : { label }) })
      })
    }
  })
  const actor = createActor(machine, { snapshot: resumedTradeInValuation(progress, input), input }).start()
  const view = connectTradeInValuation(actor.getSnapshot(), actor.send)
  if (view.stage === "offer") view.accept()
  else if (view.stage === "details" || view.stage === "adjustments") view.submit()
  const snapshot = await settledStep(actor, (state) => !connectTradeInValuation(state, noop).busy)
  await Promise.all(stores)
  const { validation, formError, alert } = snapshot.context
  return { progress: tradeInProgressOf(snapshot), feedback: { validation, formError, alert } }
}
