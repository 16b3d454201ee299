import type { AnalyticsEvents } from "@dealer/core"
import type { Queryable } from "./database.ts"

/**
 * Core's `AnalyticsEvents` over `analytics_events`, one row per event.
 *
 * @example
 * await createAnalyticsEvents(db).record({ tenantSlug: "acme", eventId: 39, label: "New Car", carId: 12, now })
 */
export function createAnalyticsEvents(db: Queryable): AnalyticsEvents {
  return {
    record: async (event) => {
      await db.query(
        "INSERT INTO analytics_events (tenant_slug, event_id, label, car_id, created_at) VALUES ($1, $2, $3, $4, $5)",
        [event.tenantSlug, event.eventId, event.label, event.carId, event.now]
      )
    },
    countByEvent: async (tenantSlug, since, until) => {
      const rows = await db.query<{ event_id: number; count: number }>(
        `SELECT event_id, count(*)::integer AS count FROM analytics_events
         WHERE tenant_slug = $1 AND created_at >= $2 AND created_at < $3
         GROUP BY event_id ORDER BY event_id`,
        [tenantSlug, since, until]
      )
      return rows.map((row) => ({ eventId: row.event_id, count: row.count }))
    }
  }
}
