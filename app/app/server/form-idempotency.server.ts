import { createHash } from "node:crypto"
import type { AppLoadContext } from "react-router"
import { clientAddressOf } from "./api-context.server.ts"

/** The hidden field each state-changing form posts: a token fresh with each page (the root loader's). */
export const FORM_TOKEN_FIELD = "form_token"

/**
 * The Idempotency-Key of one form post: its form token, who posted it (session cookie, client
 * address), where and what. A double submit (a double click, a reload that resends the post)
 * carries the same of each and so acts once, answering the first answer; another post from the
 * same page, or the same post from a new page, acts again. The post's own fields are part of the
 * key, so a page served from the one-second page cache to two shoppers at once (one token) never
 * mixes up their posts.
 *
 * @example
 * const key = formIdempotencyKey(args, "/api/online-payments", values, form.form_token)
 */
export function formIdempotencyKey(
  args: { readonly request: Request; readonly context?: AppLoadContext },
  path: string,
  body: unknown,
  token: string | undefined
): string {
  const { request } = args
  const who = [request.headers.get("cookie") ?? "", clientAddressOf(args.context)]
  const post = JSON.stringify([token ?? "", ...who, path, body])
  return `form-${createHash("sha256").update(post).digest("base64url")}`
}
