import { onlyMethod } from "../../server/api-route.server.ts"
import { watchlistChange } from "../../server/watchlist-change.server.ts"

/** POST /api/watchlist/remove-car: takes a car off the signed-in shopper's watchlist. */
export const action = watchlistChange("remove")

/** Any other method: 405. */
export const loader = onlyMethod("POST")
