import type { AnalyticsEvent } from "@dealer/core/analytics"
import type { WatchlistServices } from "@dealer/react"
import { trackEvent } from "../car/car-page-services.ts"

// The API client and its schemas (about 36 KB gzip) load on the first save or remove, not with the page.
const calls = () => import("./watchlist-calls.ts").then((module) => module.watchlistCalls)

/** The watchlist calls of the page; a refused call answers unsuccessful with its message (the flow alerts it). */
export const watchlistServices: WatchlistServices = {
  saveCar: async (body) => (await calls()).saveCar(body),
  removeCar: async (body) => (await calls()).removeCar(body)
}

/**
 * The page's watchlist calls, with each confirmed save recorded as the saved car's analytics event
 * (39, New Car / Used Car); reporting only, a lost event never undoes the save.
 */
export function watchlistServicesRecording(eventOf: (carId: number) => AnalyticsEvent | null): WatchlistServices {
  return {
    ...watchlistServices,
    onSaved: (carId) => {
      const event = eventOf(carId)
      if (event) trackEvent(event, carId).catch((error: unknown) => console.warn("Watchlist save not recorded", error))
    }
  }
}
