import { WatchlistCallBody } from "@dealer/core"
import { Schema } from "effect"
import { ApiError, notFound } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"
import { apiAction } from "./api-route.server.ts"
import { reply } from "./api-reply.server.ts"
import { RowId } from "./input-schemas.server.ts"

// Core's body, with a car id the watchlist's column can hold.
const WatchlistChangeBody = Schema.Struct({ ...WatchlistCallBody.fields, car_id: RowId })

/**
 * The action of `save-car` or `remove-car`: the shopper is the session's (401 when signed out);
 * the body's `phone_number` is read and ignored, so nobody changes another shopper's list. A car
 * the tenant does not have is 404 when saved; removing one is harmless.
 *
 * @example
 * export const action = watchlistChange("save")
 */
export function watchlistChange(change: "save" | "remove") {
  return apiAction(`POST /api/watchlist/${change}-car`, {
    body: WatchlistChangeBody,
    source: "watchlist change",
    signedIn: true,
    handle: async ({ tenant, user, body, now }, repositories) => {
      if (user === null) throw new ApiError(401, "sign_in_required", apiMessages.signInRequired)
      const owner = { tenantSlug: tenant.slug, userId: user.id }
      if (change === "save" && (await repositories.stock.findById(tenant.slug, body.car_id)) === null) {
        throw notFound(apiMessages.noSuchCar)
      }
      const watchlist =
        change === "save"
          ? await repositories.watchlists.save(owner, body.car_id, now)
          : await repositories.watchlists.remove(owner, body.car_id)
      return reply({ success: true, watchlist })
    }
  })
}
