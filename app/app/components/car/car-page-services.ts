import type { AnalyticsEvent } from "@dealer/core/analytics"
import type { DeliveryEstimate, PhoneRevealLog } from "@dealer/core/locations"
import type { CarViewsQuery } from "@dealer/http"

// The API client (ofetch, the response schemas) loads on the first call, after the page is interactive.
const api = () => import("./car-page-api.ts")

/** The delivery lookup as the calculator reads it (see car-page-api.ts). */
export const lookupDeliveryPrice = async (postcode: string, locationId: number | null = null): Promise<DeliveryEstimate> =>
  (await api()).lookupDeliveryPrice(postcode, locationId)

/** Records a phone reveal; the number stays revealed whatever the answer. */
export const logPhoneReveal = async (log: PhoneRevealLog): Promise<void> => (await api()).logPhoneReveal(log)

/** Records an analytics event; reporting only, failures are ignored. */
export const trackEvent = async (event: AnalyticsEvent, carId?: number): Promise<void> =>
  (await api()).trackEvent(event, carId)

/** The car's PDF brochure; a failure rejects with its message for the button's alert. */
export const generatePdf = async (slug: string): Promise<Blob> => (await api()).generatePdf(slug)

/** The market gauge's data; `null` (no data) hides the gauge. */
export const loadGauge = async (carPath: string): Promise<unknown> => (await api()).loadGauge(carPath)

/** Counts this visit and answers the car's view count, or null. */
export const countView = async (slug: string, query: CarViewsQuery): Promise<number | null> =>
  (await api()).countView(slug, query)
