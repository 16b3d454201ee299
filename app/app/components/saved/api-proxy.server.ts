import type { ActionFunctionArgs } from "react-router"

/** The request headers the platform API checks: site, same-origin proof and the session cookie. */
const FORWARDED_HEADERS = ["host", "origin", "sec-fetch-site", "cookie", "user-agent"]

/**
 * Runs a platform API action (`routes/api/*`) for a page's form post, with a JSON body, so a page
 * without JS goes through the very same checks, limits and rules as the API. With an
 * `idempotencyKey` (`formIdempotencyKey`), a double submit of the form acts once: the second post
 * waits for the first and answers as it did.
 *
 * @example
 * const answer = await callApiAction(codeAction, args, "/api/auth/code", { phone })
 */
export function callApiAction(
  action: (args: ActionFunctionArgs) => Promise<Response>,
  args: ActionFunctionArgs,
  path: string,
  body: unknown,
  idempotencyKey?: string
): Promise<Response> {
  const headers = new Headers({ "Content-Type": "application/json" })
  for (const name of FORWARDED_HEADERS) {
    const value = args.request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  if (idempotencyKey !== undefined) headers.set("Idempotency-Key", idempotencyKey)
  const request = new Request(new URL(path, args.request.url), { method: "POST", headers, body: JSON.stringify(body) })
  return action({ ...args, request })
}

/** The message of a refused API answer (`{ error: { message } }`), or the fallback. */
export async function apiErrorMessage(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } }
    return typeof body.error?.message === "string" ? body.error.message : fallback
  } catch {
    return fallback
  }
}
