/** One analytics event as the site sends it (`POST /api/analytics/events`). */
export interface AnalyticsEventRecord {
  readonly tenantSlug: string
  /** An id of core's `analyticsEventIds`. */
  readonly eventId: number
  readonly label: string | null
  readonly carId: number | null
  readonly now: Date
}

/** How often an event happened. */
export interface AnalyticsEventCount {
  readonly eventId: number
  readonly count: number
}

/**
 * Stored analytics events, for reports.
 *
 * @example
 * import type { AnalyticsEventRecord, AnalyticsEvents } from "@dealer/core/ports"
 *
 * const events: AnalyticsEventRecord[] = []
 * const analytics: AnalyticsEvents = {
 *   record: async (event) => void events.push(event),
 *   countByEvent: async (tenantSlug, since, until) => {
 *     const counts = new Map<number, number>()
 *     for (const event of events) {
 *       if (event.tenantSlug === tenantSlug && event.now >= since && event.now < until) counts.set(event.eventId, (counts.get(event.eventId) ?? 0) + 1)
 *     }
 *     return [...counts].map(([eventId, count]) => ({ eventId, count }))
 *   }
 * }
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * await analytics.record({ tenantSlug: "acme", eventId: 39, label: "New Car", carId: 12, now })
 * await analytics.countByEvent("acme", new Date("2026-03-01T00:00:00+10:00"), new Date("2026-04-01T00:00:00+10:00"))
 * // => [{ eventId: 39, count: 1 }]
 */
export interface AnalyticsEvents {
  readonly record: (event: AnalyticsEventRecord) => Promise<void>
  /** Counts per event id in `[since, until)`, by event id. */
  readonly countByEvent: (tenantSlug: string, since: Date, until: Date) => Promise<ReadonlyArray<AnalyticsEventCount>>
}
