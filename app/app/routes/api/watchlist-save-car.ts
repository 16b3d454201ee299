import { onlyMethod } from "../../server/api-route.server.ts"
import { watchlistChange } from "../../server/watchlist-change.server.ts"

/** POST /api/watchlist/save-car: adds a car to the signed-in shopper's watchlist. */
export const action = watchlistChange("save")

/** Any other method: 405. */
export const loader = onlyMethod("POST")
