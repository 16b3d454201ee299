import { formatInTimeZone } from "date-fns-tz"

/**
 * A hold's end as a shopper reads it, in the dealer's time zone: weekday, day, month, year and
 * 12-hour time.
 *
 * @example
 * import { heldUntilText } from "@dealer/core/checkout"
 *
 * heldUntilText(new Date("2026-03-04T00:30:00Z"), "Australia/Brisbane") // => "Wed 4 Mar 2026, 10:30am"
 */
export function heldUntilText(heldUntil: Date, timeZone: string): string {
  return formatInTimeZone(heldUntil, timeZone, "EEE d MMM yyyy, h:mmaaa")
}
