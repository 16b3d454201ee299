import { assign, fromPromise, setup } from "xstate"
import { financeServiceTimeoutMs } from "./finance-service-timeout.ts"
import type { YouxQuoteStripTexts } from "./youx-quote-strip-view.ts"
import {
  hasYouxQuote,
  youxQuoteRequest,
  type StoredYouxQuote,
  type YouxQuote,
  type YouxQuoteCar,
  type YouxQuoteContext,
  type YouxQuoteRequest
} from "./youx-quote.ts"

/** A car whose finance quote the strip shows. */
export interface FinanceQuoteCar extends YouxQuoteCar {
  readonly id: number
}

/** What the finance quote's statechart starts from: the car, the site's quote settings and the texts. */
export interface FinanceQuoteMachineInput {
  readonly car: FinanceQuoteCar
  /** The site quote switch and `whoIsHelping` (`youx_who_is_helping`, else the site name). */
  readonly quote: YouxQuoteContext
  readonly texts: YouxQuoteStripTexts
}

/** Asking for the finance quote of another car. */
export type FinanceQuoteEvent = { readonly type: "SHOW_CAR"; readonly car: FinanceQuoteCar }

interface FinanceQuoteMachineContext extends FinanceQuoteMachineInput {
  /** Quotes fetched in this flow, by car id: they are the cars' quotes from then on. */
  readonly fetched: Readonly<Record<string, YouxQuote>>
  /** Cars a quote was requested for, so none is asked twice. */
  readonly requestedCarIds: ReadonlyArray<number>
}

/**
 * The quote a car shows: its own when it has one (`hasYouxQuote`), else the one fetched for it here,
 * else whatever it stores (a quote without a weekly amount shows nothing).
 *
 * @example
 * import { financeQuoteShown } from "@dealer/core/finance"
 *
 * const car = { id: 7, price: 40000, year: 2022, youxQuote: null }
 * const fetched = { 7: { weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 } }
 *
 * financeQuoteShown({ car, fetched }) // => { weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 }
 */
export function financeQuoteShown(
  context: Pick<FinanceQuoteMachineContext, "car" | "fetched">
): StoredYouxQuote | null {
  const { car, fetched } = context
  if (hasYouxQuote(car)) return car.youxQuote ?? null
  return fetched[String(car.id)] ?? car.youxQuote ?? null
}

const requestFor = (context: FinanceQuoteMachineContext): YouxQuoteRequest | null =>
  youxQuoteRequest(context.car, context.quote)

/**
 * The finance quote flow (001 sections 4, 7, 8 and 9): when the site quote switch is on and the car
 * has no quote and a price above 0 (`youxQuoteRequest`), the injected `requestQuote` actor posts the
 * request once, and its answer becomes the car's quote. Any failure, or no answer within 15 s, is
 * ignored: the strip simply shows no quote. A car is never asked for twice, also when the strip
 * moves to another car and back (`SHOW_CAR`).
 *
 * @example
 * import { financeQuoteMachine, type YouxQuote, type YouxQuoteRequest } from "@dealer/core/finance"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor, fromPromise, waitFor } from "xstate"
 *
 * const requestQuote = fromPromise<YouxQuote, YouxQuoteRequest>(async () => ({ weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 }))
 * const actor = createActor(financeQuoteMachine.provide({ actors: { requestQuote } }), {
 *   input: { car: { id: 7, price: 40000, year: 2022 }, quote: { enabled: true, whoIsHelping: "Example Motors" }, texts: defaultTexts }
 * }).start()
 *
 * const settled = await waitFor(actor, (snapshot) => snapshot.matches("settled"))
 * settled.context.fetched // => { 7: { weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 } }
 */
export const financeQuoteMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as FinanceQuoteMachineContext,
    input: {} as FinanceQuoteMachineInput,
    events: {} as FinanceQuoteEvent
  },
  actors: {
    requestQuote: fromPromise<YouxQuote, YouxQuoteRequest>(() =>
      Promise.reject(new Error("requestQuote is not provided"))
    )
  },
  delays: { quoteTimeout: financeServiceTimeoutMs },
  guards: {
    needsQuote: ({ context }) => requestFor(context) !== null && !context.requestedCarIds.includes(context.car.id)
  },
  actions: {
    showCar: assign({ car: ({ event }) => event.car })
  }
}).createMachine({
  id: "financeQuote",
  context: ({ input }) => ({ ...input, fetched: {}, requestedCarIds: [] }),
  initial: "checking",
  on: {
    SHOW_CAR: { target: ".checking", actions: "showCar" }
  },
  states: {
    checking: {
      always: [{ guard: "needsQuote", target: "requesting" }, { target: "settled" }]
    },
    requesting: {
      entry: /* @__PURE__ */ assign({ requestedCarIds: ({ context }) => [...context.requestedCarIds, context.car.id] }),
      invoke: {
        id: "requestQuote",
        src: "requestQuote",
        // Only entered through `needsQuote`, so there is a request.
        input: ({ context }) => requestFor(context) as YouxQuoteRequest,
        onDone: {
          target: "settled",
          actions: /* @__PURE__ */ assign({
            fetched: ({ context, event }) => ({ ...context.fetched, [String(context.car.id)]: event.output })
          })
        },
        // Failures are not the shopper's concern (section 8): no message, no quote.
        onError: "settled"
      },
      after: { quoteTimeout: "settled" }
    },
    settled: {}
  }
})
