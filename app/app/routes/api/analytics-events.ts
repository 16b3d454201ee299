import { analyticsEventIds } from "@dealer/core"
import { Schema } from "effect"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { clientRules } from "../../server/rate-limit.server.ts"
import { noContent } from "../../server/api-reply.server.ts"
import { RowId } from "../../server/input-schemas.server.ts"

const eventIds = [...new Set(Object.values(analyticsEventIds))]

const AnalyticsEventBody = Schema.Struct({
  event_id: Schema.Literals(eventIds),
  label: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(200)))),
  car_id: Schema.optionalKey(Schema.NullOr(RowId))
})

/** POST /api/analytics/events: records an event of core's analytics table (reporting only); 204. */
export const action = apiAction("POST /api/analytics/events", {
  body: AnalyticsEventBody,
  source: "analytics event",
  rateLimits: ({ tenant, clientAddress, services }) => {
    const { limits } = services.settings
    return clientRules(tenant.slug, "analytics", clientAddress, limits.writePerClient, limits.writePerNetwork)
  },
  handle: async ({ tenant, body, now }, repositories) => {
    await repositories.analytics.record({
      tenantSlug: tenant.slug,
      eventId: body.event_id,
      label: body.label ?? null,
      carId: body.car_id ?? null,
      now
    })
    return noContent()
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
