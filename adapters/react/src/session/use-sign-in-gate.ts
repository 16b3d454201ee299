import { connectSignInGate, signInGateMachine, type ShopperSession, type SignInGateApi } from "@dealer/core/session"
import { useMachine } from "@xstate/react"
import { useEffect } from "react"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface SignInGateHookInput {
  /** The route being opened; null while it is not known yet (checkout before its car slug). */
  readonly target: string | null
  readonly previousPage: string | null
  /** The visitor's session; null while it is loading. */
  readonly session: ShopperSession | null
}

/**
 * The sign-in gate of a gated route, with the tenant's gating settings: waiting, allowed, or the
 * sign-in URL to redirect to. The route and session may arrive after the first render.
 *
 * @example
 * const gate = useSignInGate({ target: carSlug ? `/cars/${carSlug}/checkout` : null, previousPage, session })
 * if (gate.redirectTo) return <Navigate to={gate.redirectTo} replace />
 */
export function useSignInGate(input: SignInGateHookInput): SignInGateApi {
  const { session: settings } = useTenant()
  const [snapshot, send] = useMachine(signInGateMachine, { input: { ...input, settings } })
  const { target, session } = input
  useEffect(() => {
    if (target !== null) send({ type: "ROUTE_KNOWN", target })
  }, [target, send])
  // Keyed on the session's content: a caller may rebuild the same session object on every render.
  const sessionKey = JSON.stringify(session)
  useEffect(() => {
    if (session !== null) send({ type: "SESSION_KNOWN", session })
  }, [sessionKey, send])
  return connectSignInGate(snapshot, send)
}
