import { postDecoded, postNoContent, type ApiResult } from "./decoded-calls.ts"
import type { PlatformHttp, PostOptions } from "./platform-http.ts"
import { SignInResponse } from "./schemas/session-responses.ts"

/** The "Sign-in" calls of docs/api.md; the session lives in an HttpOnly cookie the browser keeps. */
export interface AuthClient {
  /** Sends a sign-in code to the phone (202). */
  requestCode(body: { readonly phone: string }, options?: PostOptions): Promise<ApiResult<void>>
  /** Checks the code and signs in; a wrong or expired code is a 400 `invalid_input`. */
  verifyCode(
    body: { readonly phone: string; readonly code: string },
    options?: PostOptions
  ): Promise<ApiResult<SignInResponse>>
  /** Signs out (204) and clears the cookie. */
  signOut(options?: PostOptions): Promise<ApiResult<void>>
}

/**
 * The sign-in calls over a shared transport.
 *
 * @example
 * const auth = createAuthClient(http)
 * await auth.requestCode({ phone: "0412345678" })
 * const signedIn = await auth.verifyCode({ phone: "0412345678", code: "123456" })
 */
export function createAuthClient(http: PlatformHttp): AuthClient {
  return {
    requestCode: (body, options) => postNoContent(http, "/api/auth/code", body, options),
    verifyCode: (body, options) =>
      postDecoded(http, SignInResponse, "/api/auth/verify", body, "sign-in answer", options),
    signOut: (options) => postNoContent(http, "/api/auth/sign-out", undefined, options)
  }
}
