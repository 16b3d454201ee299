import type { AnalyticsEvent } from "@dealer/core/analytics"
import type { DeliveryEstimate, PhoneRevealLog } from "@dealer/core/locations"
import { createPlatformClient, type CarViewsQuery, type PlatformClient } from "@dealer/http"
import { Result } from "effect"

/**
 * The vehicle page's calls to the platform API, loaded only when a widget first calls (see
 * car-page-services.ts), so the client and its schemas stay off the page's critical path.
 */
let client: PlatformClient | null = null
/** One client per page: the platform API is on the site's own origin. */
const platform = () => (client ??= createPlatformClient({ baseUrl: "" }))

/**
 * The delivery lookup as the calculator reads it, from the car's location when given: a 404 is "no estimate", a 400 an unknown postcode;
 * anything else (network, server) fails the lookup so the flow shows its error.
 */
export async function lookupDeliveryPrice(postcode: string, locationId: number | null = null): Promise<DeliveryEstimate> {
  const result = await platform().delivery.price(postcode, { locationId })
  if (Result.isSuccess(result)) return { found: true, price: result.success.price, name: result.success.name }
  const failure = result.failure
  if (failure.status === 404) return { found: false, reason: "no-estimate", message: failure.message }
  if (failure.status === 400) return { found: false, reason: "postcode-not-found", message: failure.message }
  throw new Error(failure.message)
}

/** Records a phone reveal; the number stays revealed whatever the answer. */
export async function logPhoneReveal(log: PhoneRevealLog): Promise<void> {
  await platform().logs.phoneReveal(log)
}

/** Records an analytics event; reporting only, failures are ignored. */
export async function trackEvent(event: AnalyticsEvent, carId?: number): Promise<void> {
  await platform().logs.analyticsEvent({
    event_id: event.id,
    ...(event.label === null ? {} : { label: event.label }),
    ...(carId === undefined ? {} : { car_id: carId })
  })
}

/** The car's PDF brochure; a failure rejects with its message for the button's alert. */
export async function generatePdf(slug: string): Promise<Blob> {
  const result = await platform().stock.carPdf(slug)
  if (Result.isFailure(result)) throw new Error(result.failure.message)
  return result.success.blob
}

/** The market gauge's data; `null` (no data) hides the gauge. */
export async function loadGauge(carPath: string): Promise<unknown> {
  const slug = decodeURIComponent(carPath.replace(/^\/cars\//, ""))
  const result = await platform().stock.autoGauge(slug)
  if (Result.isFailure(result)) throw new Error(result.failure.message)
  return result.success
}

/** Counts this visit and answers the car's view count, or null. */
export async function countView(slug: string, query: CarViewsQuery): Promise<number | null> {
  const result = await platform().stock.carViews(slug, query)
  return Result.isSuccess(result) ? (result.success?.views ?? null) : null
}
