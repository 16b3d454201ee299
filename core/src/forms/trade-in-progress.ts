import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type { SnapshotFrom } from "xstate"
import { decodeResult } from "../shared/decode.ts"
import type { FormFeedback } from "./form-flow.ts"
import { noFormFeedback } from "./form-flow.ts"
import { RegoState } from "./settings.ts"
import { TradeInVehicleRecord } from "./trade-in-lead.ts"
import { connectTradeInValuation } from "./trade-in-valuation-connect.ts"
import type { TradeInValuationMachineInput } from "./trade-in-valuation-context.ts"
import { tradeInValuationMachine } from "./trade-in-valuation-machine.ts"
import { PreferredContactMethod, Valuation, ValuationFormFields, YesNo } from "./valuation.ts"

/**
 * Where a trade-in valuation stands between two page loads, for a page that works without
 * JavaScript: the screen, the seller's details, the looked-up car and the valuation so far.
 *
 * @example
 * import { decodeTradeInProgress, valuationInitialValues } from "@dealer/core/forms"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().forms
 * const form = new URLSearchParams({ progress: '{"stage":"offer","values":{"rego":"ABC123","name":"Jo","phone":"0412345678","email":"jo@example.com"},"vehicle":null,"valuation":{"offer_price":18500}}' })
 *
 * const progress = decodeTradeInProgress(form.get("progress"), valuationInitialValues(settings, null))
 * progress.stage // => "offer"
 * progress.valuation.offer_price // => 18500
 */
export const TradeInProgress = /* @__PURE__ */ Schema.Struct({
  stage: /* @__PURE__ */ Schema.Literals(["details", "adjustments", "offer", "accepted", "in-touch"]),
  values: ValuationFormFields,
  vehicle: /* @__PURE__ */ Schema.NullOr(TradeInVehicleRecord),
  valuation: Valuation
})
export type TradeInProgress = typeof TradeInProgress.Type

type Snapshot = SnapshotFrom<typeof tradeInValuationMachine>

const stateOfStage = {
  details: { details: "editing" },
  adjustments: { adjustments: "answering" },
  offer: { offer: "open" },
  accepted: "accepted",
  "in-touch": "inTouch"
} as const

/**
 * A valuation that has not started: the details screen with the form's opening values.
 *
 * @example
 * import { startingTradeInProgress, valuationInitialValues } from "@dealer/core/forms"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().forms
 *
 * startingTradeInProgress(valuationInitialValues(settings, null)).stage // => "details"
 */
export function startingTradeInProgress(values: ValuationFormFields): TradeInProgress {
  return { stage: "details", values, vehicle: null, valuation: {} }
}

/**
 * The progress carried in a form field (JSON), or a fresh start when it is missing or not a
 * valuation in progress.
 *
 * @example
 * import { decodeTradeInProgress, valuationInitialValues } from "@dealer/core/forms"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const values = valuationInitialValues(exampleTenant().forms, null)
 *
 * decodeTradeInProgress(null, values).stage // => "details"
 * decodeTradeInProgress("not json", values).stage // => "details"
 */
export function decodeTradeInProgress(raw: unknown, initialValues: ValuationFormFields): TradeInProgress {
  if (typeof raw !== "string" || raw === "") return startingTradeInProgress(initialValues)
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return startingTradeInProgress(initialValues)
  }
  const decoded = decodeResult(TradeInProgress, json, "trade-in progress")
  return Result.isSuccess(decoded) ? decoded.success : startingTradeInProgress(initialValues)
}

/**
 * The progress a valuation snapshot has reached.
 *
 * @example
 * import { tradeInProgressOf, tradeInValuationInput, tradeInValuationMachine, valuationInitialValues } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const values = valuationInitialValues(tenant.forms, null)
 * const input = tradeInValuationInput(tenant, { values, page: exampleLeadPage(), locationShown: false, now: new Date("2026-03-02T10:00:00+10:00") })
 * const actor = createActor(tradeInValuationMachine, { input }).start()
 *
 * tradeInProgressOf(actor.getSnapshot()).stage // => "details"
 */
export function tradeInProgressOf(snapshot: Snapshot): TradeInProgress {
  const { context } = snapshot
  return {
    stage: connectTradeInValuation(snapshot, () => {}).stage,
    values: context.values,
    vehicle: context.vehicle === null ? null : { ...context.vehicle },
    valuation: context.valuation
  }
}

/**
 * The valuation's snapshot at a progress, with the feedback of its last submit: what a page renders
 * from, and what an actor resumes from (`createActor(machine, { snapshot })`).
 *
 * @example
 * import { connectTradeInValuation, resumedTradeInValuation, tradeInValuationInput, valuationInitialValues } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const values = { ...valuationInitialValues(tenant.forms, null), rego: "ABC123", name: "Jo Citizen", phone: "0412345678" }
 * const input = tradeInValuationInput(tenant, { values, page: exampleLeadPage(), locationShown: false, now: new Date("2026-03-02T10:00:00+10:00") })
 * const vehicle = { id: 41, year: 2019, description: "2019 Toyota Corolla Ascent Sport", questions: [] }
 * const progress = { stage: "offer", values, vehicle, valuation: { id: 41, offer_price: 18500 } } as const
 *
 * connectTradeInValuation(resumedTradeInValuation(progress, input), () => {}).stage // => "offer"
 */
export function resumedTradeInValuation(
  progress: TradeInProgress,
  input: TradeInValuationMachineInput,
  feedback: FormFeedback<string> = noFormFeedback
): Snapshot {
  return tradeInValuationMachine.resolveState({
    value: stateOfStage[progress.stage],
    context: {
      ...input,
      ...feedback,
      values: progress.values,
      vehicle: progress.vehicle,
      valuation: progress.valuation
    }
  })
}

const text = (entries: Readonly<Record<string, string>>, name: string, fallback: string) => entries[name] ?? fallback

const literal = <L extends string>(literals: ReadonlyArray<L>, value: string | undefined): L | null =>
  literals.find((candidate) => candidate === value) ?? null

/**
 * The progress with a posted form's fields of its screen: the details on the details screen, the
 * answers to the car's questions on the adjustments screen; other screens post no fields.
 *
 * @example
 * import { startingTradeInProgress, tradeInPostedProgress, valuationInitialValues } from "@dealer/core/forms"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const progress = startingTradeInProgress(valuationInitialValues(exampleTenant().forms, null))
 * const posted = { rego: "ABC123", regoState: "qld", kms: "45,000", finance: "No", name: "Jo Citizen", email: "jo@example.com", phone: "0412345678" }
 *
 * tradeInPostedProgress(progress, posted).values.rego // => "ABC123"
 */
export function tradeInPostedProgress(
  progress: TradeInProgress,
  entries: Readonly<Record<string, string>>
): TradeInProgress {
  if (progress.stage === "details") {
    const { values } = progress
    const location = entries.location_id
    return {
      ...progress,
      values: {
        ...values,
        rego: text(entries, "rego", values.rego),
        regoState: literal(RegoState.literals, entries.regoState),
        kms: text(entries, "kms", values.kms ?? ""),
        finance: literal(YesNo.literals, entries.finance),
        name: text(entries, "name", values.name),
        email: text(entries, "email", values.email),
        phone: text(entries, "phone", values.phone),
        PreferredContactMethod: literal(PreferredContactMethod.literals, entries.PreferredContactMethod) ?? "Phone",
        ...(location === undefined ? {} : { location_id: location === "" ? null : location })
      }
    }
  }
  if (progress.stage === "adjustments") {
    const answers: Record<string, unknown> = { ...progress.valuation.adjustmentAnswers }
    for (const question of progress.vehicle?.questions ?? []) {
      const answer = entries[question.id]
      if (answer !== undefined && answer !== "") answers[question.id] = answer
      else delete answers[question.id]
    }
    return { ...progress, valuation: { ...progress.valuation, adjustmentAnswers: answers } }
  }
  return progress
}
