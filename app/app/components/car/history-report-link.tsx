import type { AnalyticsEvent } from "@dealer/core/analytics"
import { trackEvent } from "./car-page-services.ts"

/** A car's history report and the event its opening records (60). */
export interface HistoryReport {
  readonly href: string
  readonly label: string
  readonly event: AnalyticsEvent | null
}

/** Opens the car's history report in a new tab and records it; a lost event is only logged. */
export function HistoryReportLink({ carId, report }: { readonly carId: number; readonly report: HistoryReport }) {
  const { event } = report
  return (
    <a
      href={report.href}
      target="_blank"
      rel="noopener noreferrer"
      className="button button--outline car-share-bar__history"
      onClick={event ? () => void trackEvent(event, carId).catch((error: unknown) => console.warn("History report not recorded", error)) : undefined}
    >
      {report.label}
    </a>
  )
}
