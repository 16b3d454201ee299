import type { AnalyticsEvent } from "@dealer/core/analytics"
import type { LeadSubmitResponse, TestDriveAvailabilityRequest } from "@dealer/core/forms"
import { createPlatformClient, newIdempotencyKey, returnedMessage, type PlatformClient } from "@dealer/http"
import { Result } from "effect"

/**
 * The lead forms' calls to the platform API from the browser: `POST /api/leads` and the test
 * drive availability, on the site's own origin. Loaded with the forms, never before.
 */
let client: PlatformClient | null = null
const platform = () => (client ??= createPlatformClient({ baseUrl: "" }))

/**
 * Sends a lead once (one idempotency key per submit, so a retried request stores it once) and
 * answers `{ lead_id }`; a refusal rejects with the message the API returned (empty when none
 * came back), which the flow shows, else its own 'An unexpected error occured'.
 */
export async function submitLead(lead: object): Promise<LeadSubmitResponse> {
  const result = await platform().leads.submit({ userData: lead as never, isLastStep: true }, { idempotencyKey: newIdempotencyKey() })
  if (Result.isFailure(result)) throw new Error(returnedMessage(result.failure))
  return result.success
}

/** The free test drive times (ISO 8601) of a location on a day. */
export async function loadTestDriveTimes(request: TestDriveAvailabilityRequest): Promise<ReadonlyArray<string>> {
  const result = await platform().testDrives.availability({ locationId: Number(request.location), date: request.day })
  if (Result.isFailure(result)) throw new Error(result.failure.message)
  return result.success.slots.map((slot) => slot.start)
}

/** Records a lead's analytics event (14 / 15 / 17 / 48) with its label and car; reporting only. */
export async function recordLeadEvent(event: AnalyticsEvent, carId: number | null = null): Promise<void> {
  const result = await platform().logs.analyticsEvent({
    event_id: event.id,
    ...(event.label === null ? {} : { label: event.label }),
    ...(carId === null ? {} : { car_id: carId })
  })
  if (Result.isFailure(result)) throw new Error(result.failure.message)
}
