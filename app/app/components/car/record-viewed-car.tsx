import type { AnalyticsEvent } from "@dealer/core/analytics"
import { recordViewedCar, type ViewedCar } from "@dealer/core/storage"
import { useSiteStorage } from "@dealer/react"
import { useEffect } from "react"
import { trackEvent } from "./car-page-services.ts"

/**
 * Adds the car to this site's recently viewed cars once the page is open in a browser, and records
 * the page view's analytics event where there is one (a used car's); renders nothing.
 */
export function RecordViewedCar({ car, event = null }: { readonly car: ViewedCar; readonly event?: AnalyticsEvent | null }) {
  const storage = useSiteStorage()
  const { id } = car
  useEffect(() => {
    storage.write("ViewCar", recordViewedCar(storage.read("ViewCar"), car))
    if (event) trackEvent(event, id).catch((error: unknown) => console.warn("Vehicle view not recorded", error))
    // Recorded once per car: the entry's other fields do not change while the page is open.
  }, [storage, id])
  return null
}
