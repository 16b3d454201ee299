import { clockMinutes, formatClockMinutes } from "./clock-time.ts"
import type { OpeningHourEntry } from "./opening-hour-entry.ts"

/** A day's opening window in minutes after midnight; a close of 1440 means midnight. */
export interface DayWindow {
  readonly open: number
  readonly close: number
}

/**
 * The opening window of one day's entry: from `open`/`close`, else read from `formated_hours`
 * ("8:00am - 5:00pm"). Null when the day is closed or its data is missing or unreadable.
 *
 * @example
 * import { dayWindow } from "@dealer/core/hours"
 *
 * dayWindow({ weekday: 1, status: "Open", open: "08:00", close: "17:00" }) // => { open: 480, close: 1020 }
 */
export function dayWindow(entry: OpeningHourEntry | undefined): DayWindow | null {
  if (entry === undefined || entry.status !== "Open") return null
  const [openText, closeText] =
    entry.open && entry.close ? [entry.open, entry.close] : (entry.formated_hours ?? "").split(/\s+[-–]\s+|[-–]/)
  const open = clockMinutes(openText)
  const close = clockMinutes(closeText)
  if (open === null || close === null) return null
  // Closing at 00:00 means closing at midnight, the end of the day.
  const end = close === 0 ? 1440 : close
  return end > open ? { open, close: end } : null
}

/**
 * The hours text of one day: upstream's `formated_hours` when given, else the window in 12-hour
 * time, else null (closed or missing, which displays as Closed).
 *
 * @example
 * import { dayHoursText } from "@dealer/core/hours"
 *
 * dayHoursText({ weekday: 6, status: "Open", open: "08:00", close: "12:00" }) // => "8:00am - 12:00pm"
 */
export function dayHoursText(entry: OpeningHourEntry | undefined): string | null {
  if (entry === undefined || entry.status !== "Open") return null
  const given = entry.formated_hours?.trim()
  if (given) return given
  const window = dayWindow(entry)
  return window === null ? null : `${formatClockMinutes(window.open)} - ${formatClockMinutes(window.close)}`
}
