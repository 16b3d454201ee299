import type { AnalyticsCarLabel, AnalyticsEventId, PhoneRevealLog } from "@dealer/core"
import { postNoContent, type ApiResult } from "./decoded-calls.ts"
import type { PlatformHttp, PostOptions } from "./platform-http.ts"

/** The body of `POST /api/analytics/events`: an id of core's analytics table, with the car's label and id when a car is involved. */
export interface AnalyticsEventBody {
  readonly event_id: AnalyticsEventId
  readonly label?: AnalyticsCarLabel
  readonly car_id?: number
}

/** The "Logs and analytics" calls of docs/api.md; both answer 204. */
export interface LogsClient {
  /** Records a phone reveal (the phone reveal machine's `logReveal` actor). */
  phoneReveal(body: PhoneRevealLog, options?: PostOptions): Promise<ApiResult<void>>
  /** Records an analytics event (core's `analyticsEventFor` gives id and label). */
  analyticsEvent(body: AnalyticsEventBody, options?: PostOptions): Promise<ApiResult<void>>
}

/**
 * The log calls over a shared transport.
 *
 * @example
 * await createLogsClient(http).analyticsEvent({ event_id: 39, label: "New Car", car_id: 7 })
 */
export function createLogsClient(http: PlatformHttp): LogsClient {
  return {
    phoneReveal: (body, options) => postNoContent(http, "/api/phone-reveals", body, options),
    analyticsEvent: (body, options) => postNoContent(http, "/api/analytics/events", body, options)
  }
}
