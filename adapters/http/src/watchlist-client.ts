import type { WatchlistCallBody } from "@dealer/core"
import { getDecoded, postDecoded, type ApiResult } from "./decoded-calls.ts"
import type { CallOptions, PlatformHttp, PostOptions } from "./platform-http.ts"
import { WatchlistChangeResponse, WatchlistResponse } from "./schemas/session-responses.ts"

/** The watchlist calls of docs/api.md (stock document section 7); the session decides whose list it is. */
export interface WatchlistClient {
  /** The signed-in shopper's saved cars; 401 `sign_in_required` when signed out. */
  list(options?: CallOptions): Promise<ApiResult<WatchlistResponse>>
  /** Saves a car (body from core's `toggleWatchlist`); settle with core's `settleWatchlistToggle`. */
  save(body: WatchlistCallBody, options?: PostOptions): Promise<ApiResult<WatchlistChangeResponse>>
  /** Removes a car; same body and answer as `save`. */
  remove(body: WatchlistCallBody, options?: PostOptions): Promise<ApiResult<WatchlistChangeResponse>>
}

/**
 * The watchlist calls over a shared transport.
 *
 * @example
 * const saved = await createWatchlistClient(http).save({ phone_number: "0412345678", car_id: 7 })
 */
export function createWatchlistClient(http: PlatformHttp): WatchlistClient {
  return {
    list: (options) => getDecoded(http, WatchlistResponse, "/api/watchlist", "watchlist", undefined, options),
    save: (body, options) =>
      postDecoded(http, WatchlistChangeResponse, "/api/watchlist/save-car", body, "watchlist save answer", options),
    remove: (body, options) =>
      postDecoded(http, WatchlistChangeResponse, "/api/watchlist/remove-car", body, "watchlist remove answer", options)
  }
}
