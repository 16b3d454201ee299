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
 *
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * await analytics.record({ tenantSlug: "acme", eventId: 39, label: "New Car", carId: 12, now })
 * await analytics.countByEvent("acme", since, until) // => [{ eventId: 39, count: 1 }]
 */
export interface AnalyticsEvents {
  readonly record: (event: AnalyticsEventRecord) => Promise<void>
  /** Counts per event id in `[since, until)`, by event id. */
  readonly countByEvent: (tenantSlug: string, since: Date, until: Date) => Promise<ReadonlyArray<AnalyticsEventCount>>
}
