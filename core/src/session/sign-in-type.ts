import * as Schema from "effect/Schema"

/** Why the visitor is asked to sign in: the `type` of the sign-in URL (sections 2 of both documents). */
export const SignInType = /* @__PURE__ */ Schema.Literals([
  "trade-in",
  "checkout",
  "finance",
  "spin-to-win",
  "online-payment",
  "car-finance",
  "my-garage",
  "watchlist"
])
export type SignInType = typeof SignInType.Type

/**
 * True for a known sign-in type.
 *
 * @example
 * import { isSignInType } from "@dealer/core/session"
 *
 * isSignInType("watchlist") // => true
 */
export function isSignInType(value: string): value is SignInType {
  return (SignInType.literals as ReadonlyArray<string>).includes(value)
}
