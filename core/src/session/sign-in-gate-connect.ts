import type { SnapshotFrom } from "xstate"
import type { ShopperSession } from "./shopper-session.ts"
import type { SignInGateEvent, signInGateMachine } from "./sign-in-gate-machine.ts"

/** What a gated page renders while it decides, and its commands. */
export interface SignInGateApi {
  /** The route or the session is not known yet: render a placeholder, neither the page nor a redirect. */
  readonly waiting: boolean
  /** The visitor may see the page. */
  readonly allowed: boolean
  /** The sign-in URL to go to, else null. */
  readonly redirectTo: string | null
  readonly routeKnown: (target: string) => void
  readonly sessionKnown: (session: ShopperSession) => void
}

/**
 * The sign-in gate view model.
 *
 * @example
 * import { connectSignInGate, signInGateMachine } from "@dealer/core/session"
 * import { exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const settings = exampleTenant({ session: { checkout_gated: true } }).session
 * const input = { target: "/cars/hilux/checkout", previousPage: "/cars/hilux", session: null, settings }
 * const actor = createActor(signInGateMachine, { input }).start()
 *
 * const gate = connectSignInGate(actor.getSnapshot(), actor.send)
 * gate.waiting // => true
 * gate.sessionKnown({ user: { id: 4, phone: "0412345678" }, plugins: null })
 * connectSignInGate(actor.getSnapshot(), actor.send).allowed // => true
 */
export function connectSignInGate(
  snapshot: SnapshotFrom<typeof signInGateMachine>,
  send: (event: SignInGateEvent) => void
): SignInGateApi {
  return {
    waiting: snapshot.matches("waiting"),
    allowed: snapshot.matches("allowed"),
    redirectTo: snapshot.matches("redirecting") ? snapshot.context.redirectTo : null,
    routeKnown: (target) => send({ type: "ROUTE_KNOWN", target }),
    sessionKnown: (session) => send({ type: "SESSION_KNOWN", session })
  }
}
