import { analyticsEventFor } from "@dealer/core/analytics"
import { useEffect } from "react"
import { trackEvent } from "../car/car-page-services.ts"

/**
 * Records the search page view (analytics 49) once per visit to a search page: a new filter or
 * page of results on the same page is not another view. Reporting only, a failure is logged.
 */
export function useSearchViewEvent(): void {
  useEffect(() => {
    const event = analyticsEventFor("search-page-view", null)
    if (event) trackEvent(event).catch((error: unknown) => console.warn("Search page view not recorded", error))
  }, [])
}
