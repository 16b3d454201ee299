import { assign, setup } from "xstate"
import { signInRedirectFor } from "./gated-routes.ts"
import type { SessionSettings } from "./settings.ts"
import type { ShopperSession } from "./shopper-session.ts"

/**
 * What the sign-in gate's statechart starts from: the route being opened and the page the visitor
 * came from.
 */
export interface SignInGateMachineInput {
  /** The route being opened, with its query; null while it is not known yet (checkout before its car slug). */
  readonly target: string | null
  /** The page the visitor came from, the sign-in page's `back`. */
  readonly previousPage: string | null
  /** The visitor's session; null while it is still loading. */
  readonly session: ShopperSession | null
  readonly settings: Omit<SessionSettings, "plugins">
}

interface SignInGateContext extends SignInGateMachineInput {
  readonly redirectTo: string | null
}

/** What the sign-in gate receives: the route to open and the session, once each is known. */
export type SignInGateEvent =
  | { readonly type: "ROUTE_KNOWN"; readonly target: string }
  | { readonly type: "SESSION_KNOWN"; readonly session: ShopperSession }

const redirectFor = (context: SignInGateContext) =>
  context.target === null || context.session === null
    ? null
    : signInRedirectFor(context.target, context.session, context.previousPage, context.settings)

/**
 * The sign-in gate of a gated route (001 sections 2, 4 and 6): it waits while the route or the
 * session is not known yet (the checkout route waits for its car slug), then lets the visitor in, or
 * sends a visitor who is not signed in to `/sign-in?type=…&redirect=…&back=…`. Which routes are
 * gated is the tenant's session settings.
 *
 * @example
 * import { anonymousSession, signInGateMachine } from "@dealer/core/session"
 * import { exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const settings = exampleTenant({ session: { checkout_gated: true } }).session
 * const actor = createActor(signInGateMachine, { input: { target: null, previousPage: "/cars/hilux", session: anonymousSession, settings } }).start()
 *
 * actor.send({ type: "ROUTE_KNOWN", target: "/cars/hilux/checkout" })
 * actor.getSnapshot().context.redirectTo // => "/sign-in?type=checkout&redirect=%2Fcars%2Fhilux%2Fcheckout&back=%2Fcars%2Fhilux"
 */
export const signInGateMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as SignInGateContext,
    input: {} as SignInGateMachineInput,
    events: {} as SignInGateEvent
  },
  guards: {
    notKnownYet: ({ context }) => context.target === null || context.session === null,
    mustSignIn: ({ context }) => redirectFor(context) !== null
  }
}).createMachine({
  id: "signInGate",
  context: ({ input }) => ({ ...input, redirectTo: null }),
  initial: "checking",
  on: {
    ROUTE_KNOWN: {
      target: ".checking",
      actions: /* @__PURE__ */ assign({ target: ({ event }) => event.target })
    },
    SESSION_KNOWN: {
      target: ".checking",
      actions: /* @__PURE__ */ assign({ session: ({ event }) => event.session })
    }
  },
  states: {
    checking: {
      always: [
        { guard: "notKnownYet", target: "waiting" },
        {
          guard: "mustSignIn",
          target: "redirecting",
          actions: /* @__PURE__ */ assign({
            redirectTo: ({ context }) => redirectFor(context)
          })
        },
        { target: "allowed", actions: /* @__PURE__ */ assign({ redirectTo: null }) }
      ]
    },
    waiting: {},
    allowed: {},
    redirecting: {}
  }
})
