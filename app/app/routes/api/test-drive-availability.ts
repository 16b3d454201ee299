import { locationOpeningHours, timeZoneForState } from "@dealer/core"
import { testDriveSlots } from "@dealer/core/platform"
import { Schema } from "effect"
import { notFound } from "../../server/api-error.server.ts"
import { apiMessages } from "../../server/api-messages.server.ts"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { decodeInput, queryRecord } from "../../server/decode-input.server.ts"
import { IdText, idNumber } from "../../server/input-schemas.server.ts"

const AvailabilityQuery = Schema.Struct({
  location_id: IdText,
  date: Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "Expected a date as YYYY-MM-DD" }))
})

/**
 * GET /api/test-drives/availability?location_id=&date=: `{ slots: [{ start, end }] }`, the
 * location's opening hours that day in 30 minute slots, less booked and past ones; 404 for a
 * location the tenant does not show.
 */
export const loader = apiLoader("GET /api/test-drives/availability", async ({ url, tenant, services, now }) => {
  const query = decodeInput(AvailabilityQuery, queryRecord(url), "test drive availability query")
  const locationId = idNumber(query.location_id)
  const location = tenant.locations.find((candidate) => candidate.id === locationId && candidate.visible)
  if (!location) throw notFound(apiMessages.noSuchLocation)
  const booked = await services.repositories.leads.bookedTestDriveTimes(tenant.slug, location, query.date)
  const slots = testDriveSlots({
    date: query.date,
    openingHours: locationOpeningHours(location),
    booked,
    now,
    timeZone: timeZoneForState(location.address.state, tenant.hours.default_state)
  })
  return reply({ slots })
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
