import { assign, fromPromise, setup } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import { financeLenderRecordFor } from "./lender-key.ts"
import type { FinanceLenders } from "./lender-record.ts"
import { financeServiceTimeoutMs } from "./finance-service-timeout.ts"

/** The texts the finance disclaimer shows. */
export type FinanceDisclaimerTexts = Pick<
  Texts,
  | "financeDisclaimer"
  | "financeDisclaimerTitle"
  | "financeDisclaimerButton"
  | "financeDisclaimerLoading"
  | "financeDisclaimerClose"
>

/** What the finance disclaimer's statechart starts from: the car's id, the strip's lender and the texts. */
export interface FinanceDisclaimerMachineInput {
  /** The car whose finance details hold the disclaimer. */
  readonly carId: number
  /** The lender of the strip, by display name or key (`Car Clarity`, `car_clarity`). */
  readonly lender: string
  readonly texts: FinanceDisclaimerTexts
}

/** Opening or closing the finance disclaimer. */
export type FinanceDisclaimerEvent = { readonly type: "OPEN" } | { readonly type: "CLOSE" }

interface FinanceDisclaimerMachineContext extends FinanceDisclaimerMachineInput {
  /** The lender's own disclaimer once loaded; null when it has none. */
  readonly lenderDisclaimer: string | null
}

/**
 * The lender's disclaimer in a car's finance details (section 7: `finance_lenders[provider].disclaimer`),
 * or null when the car has no record for the lender or the record has no disclaimer.
 *
 * @example
 * import { lenderDisclaimerIn } from "@dealer/core/finance"
 *
 * lenderDisclaimerIn({ car_clarity: { disclaimer: "Rates from 6.29% p.a." } }, "Car Clarity") // => "Rates from 6.29% p.a."
 */
export function lenderDisclaimerIn(lenders: FinanceLenders | null | undefined, lender: string): string | null {
  const text = financeLenderRecordFor(lenders, lender)?.disclaimer?.trim()
  return text ? text : null
}

/**
 * The finance disclaimer dialog (001 sections 2 and 7): the strip's disclaimer opens a dialog; the
 * first opening loads the car's finance details through the injected `loadDisclaimer` actor (once,
 * lazily) and shows the lender's disclaimer. A lender without one, a failed load or no answer within
 * 15 s shows the generic finance disclaimer instead; the load is not repeated.
 *
 * @example
 * import { financeDisclaimerMachine, type FinanceLenders } from "@dealer/core/finance"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor, fromPromise, waitFor } from "xstate"
 *
 * const loadDisclaimer = fromPromise<FinanceLenders | null, { readonly carId: number }>(async ({ input }) => ({
 *   car_clarity: { disclaimer: `Rates for car ${input.carId} from 6.29% p.a.` }
 * }))
 * const actor = createActor(financeDisclaimerMachine.provide({ actors: { loadDisclaimer } }), {
 *   input: { carId: 7, lender: "Car Clarity", texts: defaultTexts }
 * }).start()
 *
 * actor.send({ type: "OPEN" })
 * const loaded = await waitFor(actor, (snapshot) => snapshot.matches({ content: "loaded" }))
 * loaded.value // => { dialog: "open", content: "loaded" }
 */
export const financeDisclaimerMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as FinanceDisclaimerMachineContext,
    input: {} as FinanceDisclaimerMachineInput,
    events: {} as FinanceDisclaimerEvent
  },
  actors: {
    /** Fetches the car's finance details (its `finance_lenders`) by car id. */
    loadDisclaimer: fromPromise<FinanceLenders | null, { readonly carId: number }>(() =>
      Promise.reject(new Error("loadDisclaimer is not provided"))
    )
  },
  delays: { loadTimeout: financeServiceTimeoutMs }
}).createMachine({
  id: "financeDisclaimer",
  type: "parallel",
  context: ({ input }) => ({ ...input, lenderDisclaimer: null }),
  states: {
    dialog: {
      initial: "closed",
      states: {
        closed: { on: { OPEN: "open" } },
        open: { on: { CLOSE: "closed" } }
      }
    },
    content: {
      initial: "idle",
      states: {
        idle: { on: { OPEN: "loading" } },
        loading: {
          invoke: {
            id: "loadDisclaimer",
            src: "loadDisclaimer",
            input: ({ context }) => ({ carId: context.carId }),
            onDone: {
              target: "loaded",
              actions: /* @__PURE__ */ assign({
                lenderDisclaimer: ({ context, event }) => lenderDisclaimerIn(event.output, context.lender)
              })
            },
            onError: "failed"
          },
          after: { loadTimeout: "failed" }
        },
        loaded: {},
        // Shows the generic disclaimer: nothing worse than that reaches the shopper.
        failed: {}
      }
    }
  }
})
