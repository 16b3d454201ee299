import type { SnapshotFrom } from "xstate"
import { formatMoney } from "../pricing/money.ts"
import type { Texts } from "../tenant/texts.ts"
import { formFeedbackView, type FormFeedbackView } from "./form-feedback-view.ts"
import type { FieldChange } from "./form-flow.ts"
import type { TradeInValuationEvent } from "./trade-in-valuation-context.ts"
import type { tradeInValuationMachine } from "./trade-in-valuation-machine.ts"
import type { ValuationFormFields } from "./valuation.ts"

/** Which screen of the valuation the seller is on. */
export type TradeInStage = "details" | "adjustments" | "offer" | "accepted" | "in-touch"

/** One adjustment question with the seller's answer so far. */
export interface TradeInQuestionView {
  readonly id: string
  readonly label: string
  readonly options: ReadonlyArray<string>
  readonly answer: string | null
}

/** What the trade-in valuation renders, and its commands. */
export interface TradeInValuationApi extends FormFeedbackView<string> {
  readonly stage: TradeInStage
  readonly values: ValuationFormFields
  /** The looked-up car, e.g. "2019 Toyota Corolla Ascent Sport". */
  readonly vehicleDescription: string | null
  readonly questions: ReadonlyArray<TradeInQuestionView>
  /** The offer as money ("$18,500") once there is one. */
  readonly offerText: string | null
  /** The closing message on the accepted and we'll-be-in-touch screens. */
  readonly message: string | null
  /** A call is under way: the current button is disabled and shows a spinner. */
  readonly busy: boolean
  readonly change: <K extends keyof ValuationFormFields>(field: K, value: ValuationFormFields[K]) => void
  readonly answer: (question: string, answer: string) => void
  /** Sends the details or the answers, whichever screen is showing. */
  readonly submit: () => void
  readonly accept: () => void
}

type Snapshot = SnapshotFrom<typeof tradeInValuationMachine>

const busyStates = ["lookingUp", "sendingLead", "valuing", "accepting"] as const

function stageOf(snapshot: Snapshot): TradeInStage {
  if (snapshot.matches("adjustments") || snapshot.matches("valuing")) return "adjustments"
  if (snapshot.matches("offer") || snapshot.matches("accepting")) return "offer"
  if (snapshot.matches("accepted")) return "accepted"
  if (snapshot.matches("inTouch")) return "in-touch"
  return "details"
}

function closingMessage(stage: TradeInStage, texts: Pick<Texts, "tradeInOfferAccepted" | "tradeInInTouch">) {
  if (stage === "accepted") return texts.tradeInOfferAccepted
  return stage === "in-touch" ? texts.tradeInInTouch : null
}

/**
 * The trade-in valuation view model.
 *
 * @example
 * import { connectTradeInValuation, resumedTradeInValuation, tradeInValuationInput, valuationInitialValues } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const values = { ...valuationInitialValues(tenant.forms, null), rego: "ABC123", name: "Jo Citizen", phone: "0412345678" }
 * const input = tradeInValuationInput(tenant, { values, page: exampleLeadPage(), locationShown: false, now: new Date("2026-03-02T10:00:00+10:00") })
 * const vehicle = { id: 41, year: 2019, description: "2019 Toyota Corolla Ascent Sport", questions: [] }
 * const snapshot = resumedTradeInValuation({ stage: "offer", values, vehicle, valuation: { id: 41, offer_price: 18500 } }, input)
 *
 * const valuation = connectTradeInValuation(snapshot, () => {})
 * valuation.stage // => "offer"
 * valuation.offerText // => "$18,500"
 */
export function connectTradeInValuation(
  snapshot: Snapshot,
  send: (event: TradeInValuationEvent) => void
): TradeInValuationApi {
  const { context } = snapshot
  const stage = stageOf(snapshot)
  const answers = context.valuation.adjustmentAnswers ?? {}
  const offer = context.valuation.offer_price
  return {
    ...formFeedbackView(context, () => send({ type: "DISMISS_ALERT" })),
    stage,
    values: context.values,
    vehicleDescription: context.vehicle?.description ?? null,
    questions: (context.vehicle?.questions ?? []).map((question) => {
      const answer = answers[question.id]
      return { ...question, answer: typeof answer === "string" ? answer : null }
    }),
    offerText: typeof offer === "number" ? formatMoney(offer) : null,
    message: closingMessage(stage, context.texts),
    busy: busyStates.some((state) => snapshot.matches(state)),
    change: (field, value) => send({ type: "CHANGE", field, value } as FieldChange<ValuationFormFields>),
    answer: (question, answer) => send({ type: "ANSWER", question, answer }),
    submit: () => send({ type: "SUBMIT" }),
    accept: () => send({ type: "ACCEPT" })
  }
}
