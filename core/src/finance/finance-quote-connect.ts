import type { SnapshotFrom } from "xstate"
import {
  financeQuoteShown,
  type financeQuoteMachine,
  type FinanceQuoteCar,
  type FinanceQuoteEvent
} from "./finance-quote-machine.ts"
import { youxQuoteStripPlaceholder, youxQuoteStripView, type FinanceStripSummary } from "./youx-quote-strip-view.ts"
import type { StoredYouxQuote } from "./youx-quote.ts"

/** A car's finance quote as the strip shows it, and the one command. */
export interface FinanceQuoteApi {
  /** True while the quote is being requested; the strip shows no quote meanwhile. */
  readonly requesting: boolean
  /** The car's quote, as stored on the car or as fetched; keep it with the car. */
  readonly quote: StoredYouxQuote | null
  /** The strip's payment and figures, or null when there is no quote to show. */
  readonly summary: FinanceStripSummary | null
  /** While the quote is requested: a strip of its shape to hold its place unseen (else null). */
  readonly placeholder: FinanceStripSummary | null
  /** Moves to another car (a list reusing the strip); each car is asked for at most once. */
  readonly showCar: (car: FinanceQuoteCar) => void
}

/**
 * The finance quote view model: components read `summary` and never look at machine state names.
 *
 * @example
 * import { connectFinanceQuote, financeQuoteMachine } from "@dealer/core/finance"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor } from "xstate"
 *
 * const car = { id: 7, price: 40000, year: 2022, youxQuote: { weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 } }
 * const actor = createActor(financeQuoteMachine, {
 *   input: { car, quote: { enabled: true, whoIsHelping: "Example Motors" }, texts: defaultTexts }
 * }).start()
 *
 * const quote = connectFinanceQuote(actor.getSnapshot(), actor.send)
 * quote.summary?.payment?.text // => "$113"
 */
export function connectFinanceQuote(
  snapshot: SnapshotFrom<typeof financeQuoteMachine>,
  send: (event: FinanceQuoteEvent) => void
): FinanceQuoteApi {
  const { car, texts } = snapshot.context
  const stored = financeQuoteShown(snapshot.context)
  const requesting = snapshot.matches("requesting")
  const summary = youxQuoteStripView(stored, car.price, texts)
  return {
    requesting,
    quote: stored,
    summary,
    placeholder: requesting && summary === null ? youxQuoteStripPlaceholder(car.price, texts) : null,
    showCar: (next) => send({ type: "SHOW_CAR", car: next })
  }
}
