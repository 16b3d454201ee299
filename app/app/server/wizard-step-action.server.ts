import { postedTextFields, type Texts } from "@dealer/core"
import { data, type ActionFunctionArgs } from "react-router"
import { waitFor, type AnyActorRef, type SnapshotFrom } from "xstate"
import { apiErrorMessage, callApiAction } from "../components/saved/api-proxy.server.ts"

/** How long a step may take on the server: the statecharts give up on a call after 15 s themselves. */
const STEP_LIMIT_MS = 20_000

/**
 * The text fields of a plain form post (files and repeated names beyond the first are ignored),
 * without control characters (core's `postedText`: a NUL is never stored or sent on). A body that
 * is no form (a broken multipart post) is answered with a 400 page saying so, never a 500.
 *
 * @example
 * await postedEntries(request, tenant.texts) // { rego: "ABC123", regoState: "qld", ... }
 */
export async function postedEntries(request: Request, texts: Pick<Texts, "pageFormUnreadable">): Promise<Record<string, string>> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw data({ title: texts.pageFormUnreadable }, { status: 400 })
  }
  return postedTextFields(form)
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

// The cookies the platform's actions set while one page post runs, by the page's request: each
// later call of the same post sends them (a lead continued in the step that started it), and the
// page's answer passes them on to the browser (`platformCookies`).
const cookieJars = new WeakMap<Request, Map<string, string>>()

const cookieName = (line: string) => line.slice(0, Math.max(0, line.indexOf("="))).trim()
const cookieValue = (line: string) => (line.split(";")[0] ?? "").slice(line.indexOf("=") + 1)

/** The page's request as the next platform call sees it: the browser's cookies, then those set since. */
function withSetCookies(args: ActionFunctionArgs, jar: ReadonlyMap<string, string>): ActionFunctionArgs {
  if (jar.size === 0) return args
  const cookies = new Map<string, string>()
  for (const part of (args.request.headers.get("cookie") ?? "").split(";")) {
    if (part.includes("=")) cookies.set(cookieName(part), part.trim())
  }
  for (const [name, line] of jar) cookies.set(name, `${name}=${cookieValue(line)}`)
  const headers = new Headers(args.request.headers)
  headers.delete("content-length")
  headers.set("cookie", [...cookies.values()].join("; "))
  return { ...args, request: new Request(args.request.url, { method: "GET", headers }) }
}

/**
 * One platform API call made in-process for a step posted without JavaScript: the same route
 * action, checks, limits and storage as the browser's call, with the browser's cookies and those
 * earlier calls of the same post set. Resolves to the answer's JSON; a refused call rejects with
 * the API's message, as the browser's client does.
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
  const jar = cookieJars.get(args.request) ?? new Map<string, string>()
  cookieJars.set(args.request, jar)
  const answer = await callApiAction(action, withSetCookies(args, jar), path, body)
  for (const line of answer.headers.getSetCookie()) jar.set(cookieName(line), line)
  if (!answer.ok) throw new Error(await apiErrorMessage(answer, fallbackMessage))
  return answer.status === 204 ? null : answer.json()
}

/**
 * The `Set-Cookie` headers the platform calls of a page post set (the continuation cookie of a
 * lead or valuation it started), for the page's answer, so the browser's next post continues it.
 *
 * @example
 * return data(step, { headers: platformCookies(args) })
 */
export function platformCookies(args: Pick<ActionFunctionArgs, "request">): Headers {
  const headers = new Headers()
  for (const line of cookieJars.get(args.request)?.values() ?? []) headers.append("Set-Cookie", line)
  return headers
}
