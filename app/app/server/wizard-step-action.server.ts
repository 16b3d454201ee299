import type { ActionFunctionArgs } from "react-router"
import { waitFor, type AnyActorRef, type SnapshotFrom } from "xstate"
import { apiErrorMessage, callApiAction } from "../components/saved/api-proxy.server.ts"

/** How long a step may take on the server: the statecharts give up on a call after 15 s themselves. */
const STEP_LIMIT_MS = 20_000

/**
 * The text fields of a plain form post (files and repeated names beyond the first are ignored).
 *
 * @example
 * postedEntries(await request.formData()) // { rego: "ABC123", regoState: "qld", ... }
 */
export function postedEntries(form: FormData): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in entries)) entries[name] = value
  }
  return entries
}

/**
 * Waits until a flow resumed on the server for a post without JavaScript has run its calls and
 * settled where the shopper sees the result (`isSettled`), as the browser's statechart would.
 *
 * @example
 * const snapshot = await settledStep(actor, (state) => !connectPartsWizard(state, noop).submitting)
 */
export async function settledStep<A extends AnyActorRef>(
  actor: A,
  isSettled: (snapshot: SnapshotFrom<A>) => boolean
): Promise<SnapshotFrom<A>> {
  try {
    return await waitFor(actor, isSettled, { timeout: STEP_LIMIT_MS })
  } finally {
    actor.stop()
  }
}

type ApiAction = (args: ActionFunctionArgs) => Promise<Response>

/**
 * One platform API call made in-process for a step posted without JavaScript: the same route
 * action, checks, limits and storage as the browser's call. Resolves to the answer's JSON; a
 * refused call rejects with the API's message, as the browser's client does.
 *
 * @example
 * const answer = await platformCall(leadsAction, args, "/api/leads", leadSubmitRequest(payload), texts.formsLeadUnexpectedError)
 */
export async function platformCall(
  action: ApiAction,
  args: ActionFunctionArgs,
  path: string,
  body: unknown,
  fallbackMessage: string
): Promise<unknown> {
  const answer = await callApiAction(action, args, path, body)
  if (!answer.ok) throw new Error(await apiErrorMessage(answer, fallbackMessage))
  return answer.status === 204 ? null : answer.json()
}
