import { locationOpeningHours, timeZoneForState, type Tenant } from "@dealer/core"
import type { TestDriveAvailabilityRequest } from "@dealer/core/forms"
import { testDriveSlots } from "@dealer/core/platform"
import type { Services } from "../services.server.ts"

/**
 * The free test drive times of a location on a day, as `GET /api/test-drives/availability`
 * answers them, for a form posted without JavaScript. A location the tenant does not show, or a
 * malformed day, has none.
 *
 * @example
 * const times = await testDriveTimes(services, tenant, now)({ location: 11, day: "2026-06-06" })
 */
export function testDriveTimes(services: Services, tenant: Tenant, now: Date) {
  return async (request: TestDriveAvailabilityRequest): Promise<ReadonlyArray<string>> => {
    const id = Number(request.location)
    const location = tenant.locations.find((candidate) => candidate.id === id && candidate.visible)
    if (!location || !/^\d{4}-\d{2}-\d{2}$/.test(request.day)) return []
    const booked = await services.repositories.leads.bookedTestDriveTimes(tenant.slug, location, request.day)
    const slots = testDriveSlots({
      date: request.day,
      openingHours: locationOpeningHours(location),
      booked,
      now,
      timeZone: timeZoneForState(location.address.state, tenant.hours.default_state)
    })
    return slots.map((slot) => slot.start)
  }
}
