import { assign, fromPromise, raise, setup } from "xstate"
import { analyticsEventFor, type AnalyticsEvent } from "../analytics/analytics-event.ts"
import type { Texts } from "../tenant/texts.ts"
import { clampFinanceCalculatorInput, type FinanceCalculatorValues } from "./calculator-clamp.ts"
import { financeCalculatorDefaults } from "./calculator-defaults.ts"
import type { FinanceCalculatorTexts } from "./calculator-view.ts"
import type { FinanceFormCar } from "./finance-form-link.ts"
import { financeServiceTimeoutMs } from "./finance-service-timeout.ts"
import type { PaymentFrequency } from "./payment-frequency.ts"
import type { FinanceSettings } from "./settings.ts"

/** The car a calculator sits beside: its price starts the amount, the rest goes to the finance form. */
export interface FinanceCalculatorCar extends FinanceFormCar {
  readonly price: number | null
}

/** Everything the calculator's view model reads: the rule texts plus its labels. */
export type FinanceCalculatorFlowTexts = FinanceCalculatorTexts &
  Pick<
    Texts,
    | "financeLoanAmount"
    | "financeLoanTerm"
    | "financeInterestRate"
    | "financeDepositTradeIn"
    | "financeResidual"
    | "financePaymentFrequency"
    | "financeRepaymentLabel"
    | "financeTotalPayable"
    | "financeTermYears"
  >

/**
 * What the finance calculator's statechart starts from: the car (none on the finance page), its
 * lender's rate, the settings and the texts.
 */
export interface FinanceCalculatorMachineInput {
  /** The car on a vehicle page, or null on the finance page. */
  readonly car: FinanceCalculatorCar | null
  /** The rate of the car's lender record, for dealers using lender rates. */
  readonly lenderRate: number | null
  /** The disclaimer under the calculator, or null for none. */
  readonly disclaimer: string | null
  readonly settings: FinanceSettings
  readonly texts: FinanceCalculatorFlowTexts
}

/** The calculator's values the shopper can change. */
export type FinanceCalculatorValueName = Exclude<keyof FinanceCalculatorValues, "frequency">

/**
 * What the finance calculator's page sends its statechart: a value set, the frequency chosen, an
 * input left.
 */
export type FinanceCalculatorEvent =
  | { readonly type: "SET_VALUE"; readonly name: FinanceCalculatorValueName; readonly value: number }
  | { readonly type: "SET_FREQUENCY"; readonly frequency: PaymentFrequency }
  /** The shopper left an input: its values settle inside their bounds. */
  | { readonly type: "COMMIT" }
  | { readonly type: "TOGGLE_DISCLAIMER" }
  /** Raised by the machine on every change; the first one records the analytics event. */
  | { readonly type: "CALCULATOR_USED" }

interface FinanceCalculatorMachineContext extends FinanceCalculatorMachineInput {
  /** As the shopper left them, so a half-typed number is not clamped under their fingers. */
  readonly values: FinanceCalculatorValues
  readonly firstUse: AnalyticsEvent | null
}

function startingValues(input: FinanceCalculatorMachineInput): FinanceCalculatorValues {
  const { establishmentFee: _fee, ...values } = financeCalculatorDefaults(
    { carPrice: input.car?.price ?? null, lenderRate: input.lenderRate },
    input.settings
  )
  return values
}

/**
 * The finance calculator flow (001 sections 2, 4, 5 and 9): holds the amount, term, interest,
 * deposit or trade-in, residual and frequency, starting from `financeCalculatorDefaults`; inputs are
 * clamped to their bounds when the shopper leaves them (`COMMIT`), the amount is not. The first
 * change records the calculator-first-use analytics event (id 26) through the injected `track`
 * actor, exactly once; a failed or silent tracker is given up after 15 s and never retried. The
 * disclaimer toggles between collapsed and expanded. What it shows is `connectFinanceCalculator`.
 *
 * @example
 * import type { AnalyticsEvent } from "@dealer/core/analytics"
 * import { financeCalculatorMachine } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 * import { createActor, fromPromise } from "xstate"
 *
 * const { finance: settings, texts } = exampleTenant()
 * const recorded: AnalyticsEvent[] = []
 * const track = fromPromise<void, AnalyticsEvent>(async ({ input }) => void recorded.push(input))
 *
 * const actor = createActor(financeCalculatorMachine.provide({ actors: { track } }), {
 *   input: { car: null, lenderRate: null, disclaimer: null, settings, texts }
 * }).start()
 * actor.send({ type: "SET_VALUE", name: "amount", value: 30000 })
 * actor.getSnapshot().context.values.amount // => 30000
 */
export const financeCalculatorMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as FinanceCalculatorMachineContext,
    input: {} as FinanceCalculatorMachineInput,
    events: {} as FinanceCalculatorEvent
  },
  actors: {
    track: fromPromise<void, AnalyticsEvent>(() => Promise.reject(new Error("track is not provided")))
  },
  delays: { trackTimeout: financeServiceTimeoutMs },
  guards: {
    hasFirstUseEvent: ({ context }) => context.firstUse !== null
  },
  actions: {
    noteUse: raise({ type: "CALCULATOR_USED" }),
    settleValues: assign({
      values: ({ context }) => {
        const { establishmentFee: _fee, ...values } = clampFinanceCalculatorInput(context.values, context.settings)
        return values
      }
    })
  }
}).createMachine({
  id: "financeCalculator",
  type: "parallel",
  context: ({ input }) => ({
    ...input,
    values: startingValues(input),
    firstUse: analyticsEventFor("calculator-first-use", input.car)
  }),
  on: {
    SET_VALUE: {
      actions: [
        /* @__PURE__ */ assign({ values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }) }),
        "noteUse"
      ]
    },
    SET_FREQUENCY: {
      actions: [
        /* @__PURE__ */ assign({ values: ({ context, event }) => ({ ...context.values, frequency: event.frequency }) }),
        "noteUse"
      ]
    },
    COMMIT: { actions: "settleValues" }
  },
  states: {
    usage: {
      initial: "untouched",
      states: {
        untouched: {
          on: { CALCULATOR_USED: [{ guard: "hasFirstUseEvent", target: "tracking" }, { target: "tracked" }] }
        },
        tracking: {
          invoke: {
            id: "track",
            src: "track",
            // Only entered through `hasFirstUseEvent`, so the event is there.
            input: ({ context }) => context.firstUse as AnalyticsEvent,
            onDone: "tracked",
            // A lost analytics call changes nothing for the shopper, and is not sent twice.
            onError: "tracked"
          },
          after: { trackTimeout: "tracked" }
        },
        tracked: {}
      }
    },
    disclaimer: {
      initial: "collapsed",
      states: {
        collapsed: { on: { TOGGLE_DISCLAIMER: "expanded" } },
        expanded: { on: { TOGGLE_DISCLAIMER: "collapsed" } }
      }
    }
  }
})
