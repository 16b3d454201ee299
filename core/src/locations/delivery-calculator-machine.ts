import { assign, fromPromise, setup } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import type { DeliveryEstimate, DeliveryQuote } from "./delivery-estimate.ts"
import { validatePostcode } from "./postcode.ts"

/** A price lookup that has not answered by then has failed; the calculator never stays loading. */
export const DELIVERY_LOOKUP_TIMEOUT_MS = 15_000

/** The texts the delivery calculator shows. */
export type DeliveryCalculatorTexts = Pick<
  Texts,
  | "deliveryPostcodeRequired"
  | "formsPostcodeInvalid"
  | "deliveryNoEstimate"
  | "locatorPostcodeNotFound"
  | "deliveryLookupTimedOut"
  | "deliveryEstimateResult"
  | "deliveryPostcodeLabel"
  | "deliveryCalculateButton"
>

/** What the delivery calculator's statechart starts from: the texts and, maybe, a postcode. */
export interface DeliveryCalculatorMachineInput {
  readonly texts: DeliveryCalculatorTexts
  /** A postcode to start with, e.g. the shopper's stored one. */
  readonly postcode?: string
}

interface DeliveryCalculatorContext {
  readonly texts: DeliveryCalculatorTexts
  readonly postcode: string
  /** The postcode of the lookup in flight or answered. */
  readonly submittedPostcode: string
  readonly quote: DeliveryQuote | null
  readonly error: string | null
}

/** What the delivery calculator sends its statechart: postcode changes and submit. */
export type DeliveryCalculatorEvent =
  { readonly type: "CHANGE"; readonly postcode: string } | { readonly type: "SUBMIT" }

function estimateError(estimate: Extract<DeliveryEstimate, { found: false }>, texts: DeliveryCalculatorTexts): string {
  return estimate.reason === "postcode-not-found" ? texts.locatorPostcodeNotFound : texts.deliveryNoEstimate
}

/**
 * The delivery calculator (000 sections 4, 5, 7 and 8): idle, loading, then result or error. An
 * empty postcode answers 'Please enter a postcode.' and one that is not 4 digits the postcode
 * format message, without a call; otherwise the injected `lookupDeliveryPrice` answers a delivery
 * estimate. No price found, a failed lookup, or none within 15 s show the error texts.
 *
 * @example
 * import { deliveryCalculatorMachine, type DeliveryEstimate } from "@dealer/core/locations"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor, fromPromise, waitFor } from "xstate"
 *
 * const lookupDeliveryPrice = fromPromise<DeliveryEstimate, { readonly postcode: string }>(async () => ({ found: true, price: 349, name: "Regional" }))
 * const actor = createActor(deliveryCalculatorMachine.provide({ actors: { lookupDeliveryPrice } }), { input: { texts: defaultTexts } }).start()
 *
 * actor.send({ type: "CHANGE", postcode: "4215" })
 * actor.send({ type: "SUBMIT" })
 * const answered = await waitFor(actor, (snapshot) => !snapshot.matches("loading"))
 * answered.context.quote // => { price: 349, name: "Regional" }
 */
export const deliveryCalculatorMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as DeliveryCalculatorContext,
    input: {} as DeliveryCalculatorMachineInput,
    events: {} as DeliveryCalculatorEvent
  },
  actors: {
    lookupDeliveryPrice: fromPromise<DeliveryEstimate, { readonly postcode: string }>(() =>
      Promise.reject(new Error("lookupDeliveryPrice is not provided"))
    )
  },
  delays: { lookupTimeout: DELIVERY_LOOKUP_TIMEOUT_MS },
  guards: {
    postcodeValid: ({ context }) => validatePostcode(context.postcode, context.texts).valid
  }
}).createMachine({
  id: "deliveryCalculator",
  context: ({ input }) => ({
    texts: input.texts,
    postcode: input.postcode ?? "",
    submittedPostcode: "",
    quote: null,
    error: null
  }),
  initial: "ready",
  on: {
    CHANGE: {
      target: ".ready",
      actions: /* @__PURE__ */ assign({ postcode: ({ event }) => event.postcode })
    }
  },
  states: {
    ready: {
      initial: "idle",
      on: {
        SUBMIT: [
          {
            guard: "postcodeValid",
            target: "loading",
            actions: /* @__PURE__ */ assign({
              submittedPostcode: ({ context }) => context.postcode.trim(),
              error: null
            })
          },
          {
            target: ".error",
            actions: /* @__PURE__ */ assign({
              quote: null,
              error: ({ context }) => {
                const validation = validatePostcode(context.postcode, context.texts)
                return validation.valid ? null : validation.message
              }
            })
          }
        ]
      },
      states: {
        idle: {},
        result: {},
        error: {}
      }
    },
    loading: {
      on: {
        // Typing while a lookup runs keeps the lookup; its answer is for the submitted postcode.
        CHANGE: {
          actions: /* @__PURE__ */ assign({ postcode: ({ event }) => event.postcode })
        }
      },
      invoke: {
        id: "lookupDeliveryPrice",
        src: "lookupDeliveryPrice",
        input: ({ context }) => ({ postcode: context.submittedPostcode }),
        onDone: [
          {
            guard: ({ event }) => event.output.found,
            target: "ready.result",
            actions: /* @__PURE__ */ assign({
              quote: ({ event }) =>
                event.output.found ? { price: event.output.price, name: event.output.name } : null,
              error: null
            })
          },
          {
            target: "ready.error",
            actions: /* @__PURE__ */ assign({
              quote: null,
              error: ({ context, event }) => (event.output.found ? null : estimateError(event.output, context.texts))
            })
          }
        ],
        onError: {
          target: "ready.error",
          actions: /* @__PURE__ */ assign({
            quote: null,
            error: ({ context }) => context.texts.deliveryNoEstimate
          })
        }
      },
      after: {
        lookupTimeout: {
          target: "ready.error",
          actions: /* @__PURE__ */ assign({
            quote: null,
            error: ({ context }) => context.texts.deliveryLookupTimedOut
          })
        }
      }
    }
  }
})
