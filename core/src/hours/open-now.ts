import { dayWindow, type DayWindow } from "./day-hours.ts"
import type { OpeningHourEntry } from "./opening-hour-entry.ts"
import { specialHoursDate, specialHoursTimes, type SpecialHours } from "./special-hours.ts"
import { zonedClock } from "./zoned-clock.ts"

/** The hours, special hours, time zone and time that decide whether a location is open. */
export interface OpenNowInput {
  readonly openingHours: ReadonlyArray<OpeningHourEntry>
  /** Holiday hours of this location; an entry for today's date overrides the regular hours. */
  readonly specialHours?: ReadonlyArray<SpecialHours>
  readonly timeZone: string
  readonly now: Date
}

const holidayWindow = (entry: SpecialHours, timeZone: string): DayWindow | null => {
  const times = specialHoursTimes(entry)
  if (times === null) return null
  const open = zonedClock(times.start, timeZone).minutesAfterMidnight
  const close = zonedClock(times.end, timeZone).minutesAfterMidnight
  const end = close === 0 ? 1440 : close
  return end > open ? { open, close: end } : null
}

/**
 * Whether a location is open at `now`, on its own wall clock. A holiday entry for today decides
 * first (Closed, or its hours); an Open holiday entry without readable hours falls back to the
 * regular hours of the weekday. Missing data counts as closed.
 *
 * @example
 * import { isOpenNow, type OpeningHourEntry } from "@dealer/core/hours"
 *
 * const openingHours: ReadonlyArray<OpeningHourEntry> = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" }))
 *
 * // Monday 10:30am in Brisbane:
 * isOpenNow({ openingHours, timeZone: "Australia/Brisbane", now: new Date("2025-06-02T00:30:00Z") }) // => true
 */
export function isOpenNow(input: OpenNowInput): boolean {
  const clock = zonedClock(input.now, input.timeZone)
  const holiday = input.specialHours?.find((entry) => specialHoursDate(entry) === clock.date)
  if (holiday?.status === "Closed") return false
  const window =
    (holiday === undefined ? null : holidayWindow(holiday, input.timeZone)) ??
    dayWindow(input.openingHours.find((entry) => entry.weekday === clock.weekday))
  return window !== null && clock.minutesAfterMidnight >= window.open && clock.minutesAfterMidnight < window.close
}
