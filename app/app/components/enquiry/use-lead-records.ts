import type { LeadSuccessRecord, LeadTrackingEvent } from "@dealer/core/forms"
import { useSiteStorage } from "@dealer/react"
import { useMemo } from "react"
import { recordLeadEvent } from "./lead-client.ts"

/** The services that keep what a sent lead leaves behind: its analytics event, and the local record. */
export interface LeadRecords {
  /** Records the lead's analytics event (when it has one); reporting only, a failure is logged. */
  readonly track: (tracking: LeadTrackingEvent, carId?: number | null) => Promise<void>
  /** Keeps the enquired car (`EnquireCar`, when the lead names one) and the success category locally. */
  readonly store: (record: LeadSuccessRecord) => Promise<void>
}

/**
 * The site's lead records: the event through the analytics port (`POST /api/analytics/events`),
 * the car and category in this site's local storage.
 *
 * @example
 * const records = useLeadRecords()
 * await records.track({ category: "Test Drive", event: { id: 48, label: "Used Car" } })
 */
export function useLeadRecords(): LeadRecords {
  const storage = useSiteStorage()
  return useMemo(
    () => ({
      track: async ({ event }, carId = null) => {
        if (event) await recordLeadEvent(event, carId).catch((error: unknown) => console.warn("Lead event not recorded", error))
      },
      store: async ({ car, successCategory }) => {
        if (car) storage.write("EnquireCar", car)
        storage.write("SuccessCategory", successCategory)
      }
    }),
    [storage]
  )
}
