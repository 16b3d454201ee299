import { describe, expect, it } from "vitest"
import { createActor, initialTransition, transition } from "xstate"
import { getShortestPaths } from "xstate/graph"
import { decodeOrThrow } from "../shared/decode.ts"
import { SessionSettings } from "./settings.ts"
import { anonymousSession, type ShopperSession } from "./shopper-session.ts"
import { connectSignInGate } from "./sign-in-gate-connect.ts"
import { signInGateMachine, type SignInGateMachineInput } from "./sign-in-gate-machine.ts"

const settings = decodeOrThrow(SessionSettings, { checkout_gated: true }, "session settings")
const signedIn: ShopperSession = { user: { id: 1, phone: "0412345678" }, plugins: null }
const input: SignInGateMachineInput = {
  target: null,
  previousPage: "/cars/hilux-t1234",
  session: anonymousSession,
  settings
}
const noSend = () => undefined
const view = (snapshot: Parameters<typeof connectSignInGate>[0]) => connectSignInGate(snapshot, noSend)

describe("sign-in gate", () => {
  it("waits on checkout until the car slug is known, then redirects a signed-out visitor", () => {
    const [waiting] = initialTransition(signInGateMachine, input)
    expect(view(waiting)).toMatchObject({ waiting: true, allowed: false, redirectTo: null })
    const [next] = transition(signInGateMachine, waiting, { type: "ROUTE_KNOWN", target: "/cars/hilux-t1234/checkout" })
    expect(view(next)).toMatchObject({
      waiting: false,
      allowed: false,
      redirectTo: "/sign-in?type=checkout&redirect=%2Fcars%2Fhilux-t1234%2Fcheckout&back=%2Fcars%2Fhilux-t1234"
    })
  })

  it("lets a signed-in visitor in", () => {
    const [snapshot] = initialTransition(signInGateMachine, { ...input, target: "/online-payment", session: signedIn })
    expect(view(snapshot)).toMatchObject({ allowed: true, waiting: false, redirectTo: null })
  })

  it("lets anyone open a route the tenant does not gate", () => {
    const [snapshot] = initialTransition(signInGateMachine, { ...input, target: "/cars/trade-in?car_id=12" })
    expect(view(snapshot).allowed).toBe(true)
  })

  it("always gates online payment and the garage pages", () => {
    for (const target of ["/online-payment", "/my-garage"]) {
      const [snapshot] = initialTransition(signInGateMachine, { ...input, target })
      expect(view(snapshot).redirectTo).toMatch(/^\/sign-in\?type=(online-payment|my-garage)&redirect=/)
    }
  })

  it("waits while the session is loading and decides once it is known", () => {
    const actor = createActor(signInGateMachine, { input: { ...input, target: "/spin-to-win", session: null } }).start()
    expect(view(actor.getSnapshot()).waiting).toBe(true)
    connectSignInGate(actor.getSnapshot(), actor.send).sessionKnown(signedIn)
    expect(view(actor.getSnapshot()).allowed).toBe(true)
    connectSignInGate(actor.getSnapshot(), actor.send).sessionKnown(anonymousSession)
    expect(view(actor.getSnapshot()).redirectTo).toBe(
      "/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2Fcars%2Fhilux-t1234"
    )
  })
})

describe("sign-in gate paths", () => {
  it("reaches waiting, allowed and redirecting", () => {
    const paths = getShortestPaths(signInGateMachine, {
      input: { ...input, session: null },
      events: [
        { type: "ROUTE_KNOWN", target: "/cars/hilux-t1234/checkout" },
        { type: "SESSION_KNOWN", session: signedIn },
        { type: "SESSION_KNOWN", session: anonymousSession }
      ]
    })
    const byState = new Map(paths.map((path) => [String(path.state.value), view(path.state)]))
    expect([...byState.keys()].sort()).toEqual(["allowed", "redirecting", "waiting"])
    expect(byState.get("waiting")).toMatchObject({ waiting: true, allowed: false, redirectTo: null })
    expect(byState.get("allowed")).toMatchObject({ waiting: false, allowed: true, redirectTo: null })
    expect(byState.get("redirecting")?.redirectTo).toMatch(
      /^\/sign-in\?type=checkout&redirect=%2Fcars%2Fhilux-t1234%2Fcheckout/
    )
  })
})
