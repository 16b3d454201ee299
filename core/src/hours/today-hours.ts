import { formatInTimeZone } from "date-fns-tz"
import type { Texts } from "../tenant/texts.ts"
import { dayHoursText } from "./day-hours.ts"
import { isOpenNow, type OpenNowInput } from "./open-now.ts"
import { specialHoursDate, specialHoursTimes } from "./special-hours.ts"
import { zonedClock } from "./zoned-clock.ts"

/** A location's hours today, on its own wall clock. */
export interface TodayHours {
  /** e.g. `8:30am - 5:30pm`, or `Closed`. */
  readonly hours: string
  readonly closed: boolean
  /** Open at this instant. */
  readonly openNow: boolean
}

/**
 * A location's hours for the day `now` falls on in its time zone: a holiday entry for that date
 * decides first (Closed, or its hours in 12-hour am/pm), otherwise the weekday's regular hours; a
 * day without hours reads `Closed` (001 section 8: missing opening-hours data shows 'Closed').
 *
 * @example
 * import { todayHours, type OpeningHourEntry } from "@dealer/core/hours"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const openingHours: ReadonlyArray<OpeningHourEntry> = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" }))
 *
 * // Monday 10:30am in Brisbane:
 * todayHours({ openingHours, timeZone: "Australia/Brisbane", now: new Date("2025-06-02T00:30:00Z") }, defaultTexts)
 * // => { hours: "8:30am - 5:30pm", closed: false, openNow: true }
 */
export function todayHours(input: OpenNowInput, texts: Pick<Texts, "hoursClosed">): TodayHours {
  const clock = zonedClock(input.now, input.timeZone)
  const holiday = input.specialHours?.find((entry) => specialHoursDate(entry) === clock.date)
  const holidayTimes = holiday && holiday.status !== "Closed" ? specialHoursTimes(holiday) : null
  const format = (instant: Date) => formatInTimeZone(instant, input.timeZone, "h:mmaaa")
  const text =
    holiday?.status === "Closed"
      ? null
      : holidayTimes
        ? `${format(holidayTimes.start)} - ${format(holidayTimes.end)}`
        : dayHoursText(input.openingHours.find((entry) => entry.weekday === clock.weekday))
  return text === null
    ? { hours: texts.hoursClosed, closed: true, openNow: false }
    : { hours: text, closed: false, openNow: isOpenNow(input) }
}
