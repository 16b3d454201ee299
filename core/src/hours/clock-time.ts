const clock = /^(\d{1,2})(?:[:.](\d{2}))?(?::(\d{2}))?(?:\s*([ap])\.?\s*m\.?)?$/i

/**
 * Minutes after midnight of a wall-clock time such as `08:00`, `17:30:00`, `8am` or `5:30 PM`;
 * null when unreadable.
 *
 * @example
 * import { clockMinutes } from "@dealer/core/hours"
 *
 * clockMinutes("17:30") // => 1050
 * clockMinutes("8:15 am") // => 495
 */
export function clockMinutes(text: string | null | undefined): number | null {
  const match = clock.exec((text ?? "").trim())
  if (!match) return null
  let hours = Number(match[1])
  const minutes = Number(match[2] ?? 0)
  const meridiem = match[4]?.toLowerCase()
  if (minutes > 59) return null
  if (meridiem !== undefined) {
    if (hours < 1 || hours > 12) return null
    hours = (hours % 12) + (meridiem === "p" ? 12 : 0)
  } else if (hours > 24 || (hours === 24 && minutes > 0)) return null
  return hours * 60 + minutes
}

/**
 * A time of day in 12-hour form with am/pm, as the hours widgets show it.
 *
 * @example
 * import { formatClockMinutes } from "@dealer/core/hours"
 *
 * formatClockMinutes(1050) // => "5:30pm"
 * formatClockMinutes(0) // => "12:00am"
 */
export function formatClockMinutes(minutesAfterMidnight: number): string {
  const total = ((Math.round(minutesAfterMidnight) % 1440) + 1440) % 1440
  const hours = Math.floor(total / 60)
  const minutes = total % 60
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${String(minutes).padStart(2, "0")}${hours < 12 ? "am" : "pm"}`
}
