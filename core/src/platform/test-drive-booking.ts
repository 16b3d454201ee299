import { dayWindow } from "../hours/day-hours.ts"
import { locationOpeningHours } from "../locations/location-contact.ts"
import type { Location } from "../locations/location.ts"
import { TEST_DRIVE_SLOT_MINUTES } from "./test-drive-slots.ts"

/** The slot a test drive request holds: one booking per location and slot start. */
export interface TestDriveBooking {
  readonly locationId: number
  /** The slot's start on the location's wall clock, `2026-06-06T10:00`. */
  readonly startsAt: string
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`

/**
 * The slot a lead's `preferred_date_time` holds at the location the lead is routed to
 * (`leadRoute`): the start of the opening-hours slot the time falls in, or the time itself
 * outside opening hours. Null when the lead names no time or has no location, so it books
 * nothing.
 *
 * @example
 * import { leadRoute, testDriveBooking } from "@dealer/core/platform"
 * import { exampleCar, exampleLocation } from "@dealer/core/testing"
 *
 * const weekdays = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, status: "Open", open: "09:00", close: "17:00" }))
 * const locations = [exampleLocation(11, 101, { contact_detail: { opening_hours: weekdays } })]
 * const car = exampleCar({ location_id: 11 })
 * const fields = { preferred_date_time: "2026-06-06T10:10" }
 *
 * testDriveBooking(fields, leadRoute(fields, car, locations).location) // => { locationId: 11, startsAt: "2026-06-06T10:00" }
 */
export function testDriveBooking(
  fields: Readonly<Record<string, unknown>>,
  location: Location | null,
  slotMinutes = TEST_DRIVE_SLOT_MINUTES
): TestDriveBooking | null {
  const time = fields["preferred_date_time"]
  const match = typeof time === "string" ? LOCAL_TIME.exec(time.trim()) : null
  if (!match || !location) return null
  const [, year, month, day, hours, minutes] = match.map(Number) as [number, number, number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  const dateText = `${match[1]}-${match[2]}-${match[3]}`
  if (date.toISOString().slice(0, 10) !== dateText || hours > 23 || minutes > 59) return null
  const minute = hours * 60 + minutes
  const window = dayWindow(locationOpeningHours(location).find((entry) => entry.weekday === date.getUTCDay()))
  const start =
    window !== null && minute >= window.open && minute < window.close
      ? window.open + Math.floor((minute - window.open) / slotMinutes) * slotMinutes
      : minute
  return { locationId: location.id, startsAt: `${dateText}T${clock(start)}` }
}
