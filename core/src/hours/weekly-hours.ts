import type { Texts } from "../tenant/texts.ts"
import { dayHoursText } from "./day-hours.ts"
import type { OpeningHourEntry } from "./opening-hour-entry.ts"

/** One row of the opening-hours list: a day or the Mon-Fri run, and its hours or Closed. */
export interface OpeningHoursRow {
  readonly days: string
  readonly hours: string
  readonly closed: boolean
}

/** The texts a week of opening hours shows (day names, closed, by appointment). */
export type WeeklyHoursTexts = Pick<
  Texts,
  | "hoursClosed"
  | "hoursMondayToFriday"
  | "hoursMonday"
  | "hoursTuesday"
  | "hoursWednesday"
  | "hoursThursday"
  | "hoursFriday"
  | "hoursSaturday"
  | "hoursSunday"
>

const dayNameKeys = [
  "hoursSunday",
  "hoursMonday",
  "hoursTuesday",
  "hoursWednesday",
  "hoursThursday",
  "hoursFriday",
  "hoursSaturday"
] as const

/** Display order: the working week first, the weekend last. */
const displayOrder = [1, 2, 3, 4, 5, 6, 0] as const
const workingWeek = [1, 2, 3, 4, 5] as const

/**
 * The opening hours a location card lists (001 section 5): Monday to Sunday, where weekdays 1 to 5
 * with equal hours collapse into one `Mon-Fri` row; a closed day, or one with no data, reads `Closed`.
 *
 * @example
 * import { openingHoursRows, type OpeningHourEntry } from "@dealer/core/hours"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const entries: ReadonlyArray<OpeningHourEntry> = [
 *   ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "08:00", close: "17:00" })),
 *   { weekday: 6, status: "Open", open: "08:00", close: "12:00" },
 *   { weekday: 0, status: "Closed" }
 * ]
 * openingHoursRows(entries, defaultTexts)
 * // => [{ days: "Mon-Fri", hours: "8:00am - 5:00pm", closed: false }, { days: "Sat", hours: "8:00am - 12:00pm", closed: false }, { days: "Sun", hours: "Closed", closed: true }]
 */
export function openingHoursRows(
  entries: ReadonlyArray<OpeningHourEntry>,
  texts: WeeklyHoursTexts
): ReadonlyArray<OpeningHoursRow> {
  const hoursOf = (weekday: number) => dayHoursText(entries.find((entry) => entry.weekday === weekday))
  const row = (days: string, hours: string | null): OpeningHoursRow =>
    hours === null ? { days, hours: texts.hoursClosed, closed: true } : { days, hours, closed: false }

  const monday = hoursOf(1)
  const runOfFive = workingWeek.every((weekday) => hoursOf(weekday) === monday)
  const rows = displayOrder
    .filter((weekday) => !(runOfFive && weekday >= 1 && weekday <= 5))
    .map((weekday) => row(texts[dayNameKeys[weekday]], hoursOf(weekday)))
  return runOfFive ? [row(texts.hoursMondayToFriday, monday), ...rows] : rows
}
