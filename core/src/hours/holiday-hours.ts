import { formatInTimeZone } from "date-fns-tz"
import type { Texts } from "../tenant/texts.ts"
import { specialHoursDate, specialHoursTimes, type SpecialHours } from "./special-hours.ts"
import { zonedClock } from "./zoned-clock.ts"

/** One line of the View Holiday Hours dialog. */
export interface HolidayHoursRow {
  /** `yyyy-MM-dd`, for sorting and keys. */
  readonly date: string
  /** e.g. `Thu 25 Dec 2025`. */
  readonly dateLabel: string
  readonly hours: string
  readonly closed: boolean
}

/**
 * Holiday hours for display (001 section 9): times arrive in UTC and show in 12-hour am/pm in the
 * location's time zone; a closed day, or one without readable times, shows Closed. Sorted by date;
 * entries without a readable date are left out.
 *
 * @example
 * import { holidayHoursRows } from "@dealer/core/hours"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * holidayHoursRows([{ date: "2025-12-24", status: "Open", start_hour: "23:00", end_hour: "03:00" }], "Australia/Brisbane", defaultTexts)
 * // => [{ date: "2025-12-24", dateLabel: "Wed 24 Dec 2025", hours: "9:00am - 1:00pm", closed: false }]
 */
export function holidayHoursRows(
  entries: ReadonlyArray<SpecialHours>,
  timeZone: string,
  texts: Pick<Texts, "hoursClosed">
): ReadonlyArray<HolidayHoursRow> {
  return entries
    .flatMap((entry) => {
      const date = specialHoursDate(entry)
      if (date === null) return []
      const times = entry.status === "Closed" ? null : specialHoursTimes(entry)
      const dateLabel = formatInTimeZone(new Date(`${date}T12:00:00Z`), "UTC", "EEE d MMM yyyy")
      if (times === null) return [{ date, dateLabel, hours: texts.hoursClosed, closed: true }]
      const format = (instant: Date) => formatInTimeZone(instant, timeZone, "h:mmaaa")
      return [{ date, dateLabel, hours: `${format(times.start)} - ${format(times.end)}`, closed: false }]
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

/**
 * The entries dated today or later in the location's time zone.
 *
 * @example
 * import { upcomingSpecialHours } from "@dealer/core/hours"
 *
 * const entries = [
 *   { date: "2025-12-25", status: "Closed" as const },
 *   { date: "2025-06-09", status: "Closed" as const }
 * ]
 * upcomingSpecialHours(entries, new Date("2025-12-20T00:00:00Z"), "Australia/Brisbane").map((entry) => entry.date) // => ["2025-12-25"]
 */
export function upcomingSpecialHours(
  entries: ReadonlyArray<SpecialHours>,
  now: Date,
  timeZone: string
): ReadonlyArray<SpecialHours> {
  const today = zonedClock(now, timeZone).date
  return entries.filter((entry) => (specialHoursDate(entry) ?? "") >= today)
}
