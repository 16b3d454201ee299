import { getTimezoneOffset } from "date-fns-tz"

/** What a wall clock in one time zone reads at an instant. */
export interface ZonedClock {
  /** `yyyy-MM-dd` in the zone. */
  readonly date: string
  /** 0 Sunday to 6 Saturday, as opening hours count. */
  readonly weekday: number
  readonly minutesAfterMidnight: number
  readonly secondsAfterMidnight: number
}

/**
 * The wall clock of a time zone at `now`, independent of the machine's own zone.
 *
 * @example
 * import { zonedClock } from "@dealer/core/hours"
 *
 * zonedClock(new Date("2025-12-24T23:30:00Z"), "Australia/Brisbane")
 * // => { date: "2025-12-25", weekday: 4, minutesAfterMidnight: 570, secondsAfterMidnight: 34200 }
 */
export function zonedClock(now: Date, timeZone: string): ZonedClock {
  const offset = getTimezoneOffset(timeZone, now)
  if (!Number.isFinite(offset)) throw new RangeError(`Unknown time zone ${timeZone}`)
  const wall = new Date(now.getTime() + offset)
  const secondsAfterMidnight = wall.getUTCHours() * 3600 + wall.getUTCMinutes() * 60 + wall.getUTCSeconds()
  return {
    date: wall.toISOString().slice(0, 10),
    weekday: wall.getUTCDay(),
    minutesAfterMidnight: Math.floor(secondsAfterMidnight / 60),
    secondsAfterMidnight
  }
}
