import { fromPromise, setup } from "xstate"
import type { MobileGrouping } from "./phone-number.ts"

/** What the reveal log records (000 section 7, "Reveal-phone log"). */
export interface PhoneRevealLog {
  readonly car_id: number
  readonly dealership_id: number | null
  readonly website_id: number
}

/** What the phone reveal's statechart starts from: the number, the reveal log and the masking settings. */
export interface PhoneRevealMachineInput {
  readonly phone: string
  readonly log: PhoneRevealLog
  readonly settings: { readonly phone_unmasked_from_start: boolean; readonly mobile_phone_grouping: MobileGrouping }
}

/** Revealing the masked phone number. */
export type PhoneRevealEvent = { readonly type: "REVEAL" }

/**
 * The phone reveal flow (000 section 4): masked until the shopper clicks, then revealed, and the
 * reveal logged exactly once. A tenant that shows phones unmasked starts revealed and logs nothing.
 * The log call is the injected `logReveal` actor; its failure never hides the number again.
 *
 * @example
 * import { phoneRevealMachine, type PhoneRevealLog } from "@dealer/core/locations"
 * import { createActor, fromPromise } from "xstate"
 *
 * const logged: PhoneRevealLog[] = []
 * const logReveal = fromPromise<void, PhoneRevealLog>(async ({ input }) => void logged.push(input))
 * const input = {
 *   phone: "0412345678",
 *   log: { car_id: 12, dealership_id: 3, website_id: 1 },
 *   settings: { phone_unmasked_from_start: false, mobile_phone_grouping: "4-3-3" }
 * } as const
 *
 * const actor = createActor(phoneRevealMachine.provide({ actors: { logReveal } }), { input }).start()
 * actor.send({ type: "REVEAL" })
 * await Promise.resolve()
 * logged // => [{ car_id: 12, dealership_id: 3, website_id: 1 }]
 */
export const phoneRevealMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as PhoneRevealMachineInput,
    input: {} as PhoneRevealMachineInput,
    events: {} as PhoneRevealEvent
  },
  actors: {
    logReveal: fromPromise<void, PhoneRevealLog>(() => Promise.reject(new Error("logReveal is not provided")))
  },
  guards: {
    unmaskedFromStart: ({ context }) => context.settings.phone_unmasked_from_start
  }
}).createMachine({
  id: "phoneReveal",
  context: ({ input }) => input,
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "unmaskedFromStart", target: "revealed.logged" }, { target: "masked" }]
    },
    masked: {
      on: { REVEAL: "revealed" }
    },
    revealed: {
      initial: "logging",
      states: {
        logging: {
          invoke: {
            src: "logReveal",
            input: ({ context }) => context.log,
            onDone: "logged",
            // A lost log line must not take the number away from a shopper who asked for it.
            onError: "logged"
          }
        },
        logged: { type: "final" }
      }
    }
  }
})
