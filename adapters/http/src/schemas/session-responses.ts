import { Maybe, User, WatchlistCallResponse, WatchlistEntry } from "@dealer/core"
import { Schema } from "effect"

/**
 * `POST /api/auth/verify`: the signed-in user (the session cookie comes with the answer).
 *
 * @example
 * decodeResult(SignInResponse, { user: { id: 3, phone: "0412345678" } }, "sign-in")
 */
export const SignInResponse = Schema.Struct({ user: User })
export type SignInResponse = typeof SignInResponse.Type

/**
 * `GET /api/watchlist`: the signed-in shopper's saved cars.
 *
 * @example
 * decodeResult(WatchlistResponse, { watchlist: [{ id: 7 }] }, "watchlist")
 */
export const WatchlistResponse = Schema.Struct({ watchlist: Schema.Array(WatchlistEntry) })
export type WatchlistResponse = typeof WatchlistResponse.Type

/**
 * `POST /api/watchlist/save-car` and `remove-car`: core's `WatchlistCallResponse` (success flag,
 * message) plus the list after the change when the API sends it.
 *
 * @example
 * decodeResult(WatchlistChangeResponse, { success: true, watchlist: [{ id: 7 }] }, "watchlist save")
 */
export const WatchlistChangeResponse = Schema.Struct({
  ...WatchlistCallResponse.fields,
  watchlist: Maybe(Schema.Array(WatchlistEntry))
})
export type WatchlistChangeResponse = typeof WatchlistChangeResponse.Type
