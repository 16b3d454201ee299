import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/**
 * One saved car on the signed-in user's watchlist (section 3 of document 000).
 *
 * @example
 * import { WatchlistEntry } from "@dealer/core/session"
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { Schema } from "effect"
 *
 * const json = [{ id: 7 }, { id: 12 }]
 * decodeOrThrow(Schema.Array(WatchlistEntry), json, "watchlist") // => [{ id: 7 }, { id: 12 }]
 */
export const WatchlistEntry = /* @__PURE__ */ Schema.Struct({ id: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt()) })
export type WatchlistEntry = typeof WatchlistEntry.Type

/** The body of POST /api/watchlist/save-car and /api/watchlist/remove-car (section 7 of document 000). */
export const WatchlistCallBody = /* @__PURE__ */ Schema.Struct({
  phone_number: Schema.String,
  car_id: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt())
})
export type WatchlistCallBody = typeof WatchlistCallBody.Type

/**
 * The watchlist calls' answer: a success flag; the specification shows no other field, so a
 * message is read when present and everything else ignored.
 *
 * @example
 * import { WatchlistCallResponse } from "@dealer/core/session"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(WatchlistCallResponse, { success: true }, "watchlist response").success // => true
 */
export const WatchlistCallResponse = /* @__PURE__ */ Schema.Struct({
  success: Schema.Boolean,
  message: /* @__PURE__ */ Maybe(Schema.String)
})
export type WatchlistCallResponse = typeof WatchlistCallResponse.Type
