import * as Result from "effect/Result"
import { isSameSitePath } from "./same-site-path.ts"
import { isSignInType, type SignInType } from "./sign-in-type.ts"

/** The sign-in page's path. */
export const SIGN_IN_PATH = "/sign-in"

const SIGN_IN_PARAMS: ReadonlyArray<string> = ["type", "redirect", "back"]
type SignInParam = "type" | "redirect" | "back"

/** Where sign-in was asked for and where to go afterwards. */
export interface SignInRequest {
  readonly type: SignInType
  /** The page to open after signing in. */
  readonly redirect: string
  /** The page to return to when the visitor gives up; null when there is none. */
  readonly back: string | null
}

/** A sign-in URL that cannot be followed safely, with the parameter at fault. */
export type SignInUrlError =
  | { readonly kind: "not-sign-in-page" }
  | { readonly kind: "malformed"; readonly param: SignInParam }
  | { readonly kind: "missing-type" }
  | { readonly kind: "unknown-type"; readonly value: string }
  | { readonly kind: "missing-redirect" }
  | { readonly kind: "unsafe-redirect"; readonly value: string }
  | { readonly kind: "unsafe-back"; readonly value: string }

/** The read side of `URLSearchParams` this module needs, so core has no DOM types. */
export interface SignInParamsReader {
  get(name: string): string | null
}

/**
 * The sign-in URL `/sign-in?type=…&redirect=…&back=…` (section 2 of both documents). A redirect
 * that is not a same-site path becomes "/", and such a back page is left out, so the URL built can
 * never send anyone off the site.
 *
 * @example
 * import { signInUrl } from "@dealer/core/session"
 *
 * signInUrl({ type: "checkout", redirect: "/cars/hilux-t1234/checkout", back: "/cars/hilux-t1234" })
 * // => "/sign-in?type=checkout&redirect=%2Fcars%2Fhilux-t1234%2Fcheckout&back=%2Fcars%2Fhilux-t1234"
 */
export function signInUrl(request: SignInRequest): string {
  const redirect = isSameSitePath(request.redirect) ? request.redirect : "/"
  const back = request.back !== null && isSameSitePath(request.back) ? request.back : null
  const query = [`type=${encodeURIComponent(request.type)}`, `redirect=${encodeURIComponent(redirect)}`]
  if (back !== null) query.push(`back=${encodeURIComponent(back)}`)
  return `${SIGN_IN_PATH}?${query.join("&")}`
}

/**
 * Reads a sign-in request from the sign-in page's query (a `URLSearchParams` in the app), refusing
 * unknown types and any redirect or back page that is not a same-site path.
 *
 * @example
 * import { Result } from "effect"
 * import { signInRequestFromParams } from "@dealer/core/session"
 *
 * signInRequestFromParams(new URLSearchParams("type=watchlist&redirect=%2Fcars%2Fx"))
 * // => Result.succeed({ type: "watchlist", redirect: "/cars/x", back: null })
 */
export function signInRequestFromParams(params: SignInParamsReader): Result.Result<SignInRequest, SignInUrlError> {
  const type = params.get("type")
  if (type === null || type === "") return Result.fail({ kind: "missing-type" })
  if (!isSignInType(type)) return Result.fail({ kind: "unknown-type", value: type })
  const redirect = params.get("redirect")
  if (redirect === null || redirect === "") return Result.fail({ kind: "missing-redirect" })
  if (!isSameSitePath(redirect)) return Result.fail({ kind: "unsafe-redirect", value: redirect })
  const back = params.get("back")
  if (back === null || back === "") return Result.succeed({ type, redirect, back: null })
  if (!isSameSitePath(back)) return Result.fail({ kind: "unsafe-back", value: back })
  return Result.succeed({ type, redirect, back })
}

function decodeQueryComponent(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "))
  } catch {
    return null
  }
}

/**
 * Parses a sign-in URL (a path with its query, as `signInUrl` builds it) back into the request.
 * The first occurrence of a repeated parameter wins, as with `URLSearchParams.get`; other
 * parameters are ignored, and a sign-in parameter that is not valid percent-encoding is refused.
 *
 * @example
 * import { Result } from "effect"
 * import { parseSignInUrl } from "@dealer/core/session"
 *
 * parseSignInUrl("/sign-in?type=finance&redirect=%2Ffinance&back=%2F")
 * // => Result.succeed({ type: "finance", redirect: "/finance", back: "/" })
 */
export function parseSignInUrl(url: string): Result.Result<SignInRequest, SignInUrlError> {
  const withoutHash = url.split("#", 1)[0] ?? ""
  const queryStart = withoutHash.indexOf("?")
  const path = queryStart === -1 ? withoutHash : withoutHash.slice(0, queryStart)
  if (path !== SIGN_IN_PATH && path !== `${SIGN_IN_PATH}/`) return Result.fail({ kind: "not-sign-in-page" })
  const values = new Map<string, string>()
  const query = queryStart === -1 ? "" : withoutHash.slice(queryStart + 1)
  for (const pair of query.split("&")) {
    if (pair === "") continue
    const equals = pair.indexOf("=")
    const name = decodeQueryComponent(equals === -1 ? pair : pair.slice(0, equals))
    const value = decodeQueryComponent(equals === -1 ? "" : pair.slice(equals + 1))
    if (name === null || !SIGN_IN_PARAMS.includes(name) || values.has(name)) continue
    if (value === null) return Result.fail({ kind: "malformed", param: name as SignInParam })
    values.set(name, value)
  }
  return signInRequestFromParams({ get: (name) => values.get(name) ?? null })
}
