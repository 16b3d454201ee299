import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import { OpeningStatus } from "./opening-hour-entry.ts"

const Id = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt())

/**
 * Holiday hours of one location on one date (001 section 3, "Special (holiday) hours"). Upstream
 * names the location either `location_id` or `location` (an id or an object with an id), and the
 * times either `start_hour`/`end_hour` or `hours.begin`/`hours.end`; times are in UTC.
 *
 * @example
 * import { SpecialHours } from "@dealer/core/hours"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(SpecialHours, { date: "2025-12-24", location_id: 4, status: "Open", start_hour: "23:00", end_hour: "03:00" }, "holiday")
 */
export const SpecialHours = /* @__PURE__ */ Schema.Struct({
  date: Schema.String,
  location_id: /* @__PURE__ */ Maybe(Id),
  location: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Union([Id, /* @__PURE__ */ Schema.Struct({ id: Id })])),
  status: /* @__PURE__ */ Maybe(OpeningStatus),
  start_hour: /* @__PURE__ */ Maybe(Schema.String),
  end_hour: /* @__PURE__ */ Maybe(Schema.String),
  hours: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Struct({ begin: /* @__PURE__ */ Maybe(Schema.String), end: /* @__PURE__ */ Maybe(Schema.String) }))
})
export type SpecialHours = typeof SpecialHours.Type

/**
 * The location a holiday-hours entry belongs to, whichever way upstream named it.
 *
 * @example
 * import { specialHoursLocationId } from "@dealer/core/hours"
 *
 * specialHoursLocationId({ date: "2025-12-25", location: { id: 4 } }) // => 4
 */
export function specialHoursLocationId(entry: SpecialHours): number | null {
  if (entry.location_id !== undefined && entry.location_id !== null) return entry.location_id
  const location = entry.location
  if (location === undefined || location === null) return null
  return typeof location === "number" ? location : location.id
}

/**
 * The entries of one location.
 *
 * @example
 * import { specialHoursForLocation, type SpecialHours } from "@dealer/core/hours"
 *
 * const entries: ReadonlyArray<SpecialHours> = [
 *   { date: "2025-12-25", location_id: 4, status: "Closed" },
 *   { date: "2025-12-26", location: { id: 4 }, status: "Closed" },
 *   { date: "2025-12-25", location_id: 5, status: "Closed" }
 * ]
 * specialHoursForLocation(entries, 4).length // => 2
 */
export function specialHoursForLocation(
  entries: ReadonlyArray<SpecialHours>,
  locationId: number
): ReadonlyArray<SpecialHours> {
  return entries.filter((entry) => specialHoursLocationId(entry) === locationId)
}

/**
 * The calendar date of an entry (`yyyy-MM-dd`), or null when upstream sent something else.
 *
 * @example
 * import { specialHoursDate } from "@dealer/core/hours"
 *
 * specialHoursDate({ date: "2025-12-25T00:00:00.000Z" }) // => "2025-12-25"
 */
export function specialHoursDate(entry: Pick<SpecialHours, "date">): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(entry.date.trim())
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null
}

const timeOnly = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/
const dateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i

/**
 * One UTC time of an entry as an instant: a full timestamp as given (no offset means UTC), or a
 * time of day in UTC on the entry's date. Null when missing or unreadable.
 *
 * @example
 * import { specialHoursInstant } from "@dealer/core/hours"
 *
 * specialHoursInstant("2025-12-24", "23:00")?.toISOString() // => "2025-12-24T23:00:00.000Z"
 */
export function specialHoursInstant(date: string | null, value: string | null | undefined): Date | null {
  const text = value?.trim() ?? ""
  const time = timeOnly.exec(text)
  if (time && date !== null) {
    const [hours, minutes, seconds] = [Number(time[1]), Number(time[2]), Number(time[3] ?? 0)]
    if (hours > 23 || minutes > 59 || seconds > 59) return null
    return validDate(Date.parse(`${date}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}Z`))
  }
  const stamp = dateTime.exec(text)
  if (!stamp) return null
  const iso = text.replace(" ", "T")
  return validDate(Date.parse(stamp[1] === undefined ? `${iso}Z` : iso))
}

/**
 * The opening and closing instants of an entry, from `start_hour`/`end_hour` or `hours.begin`/`hours.end`.
 *
 * @example
 * import { specialHoursTimes } from "@dealer/core/hours"
 *
 * specialHoursTimes({ date: "2025-12-24", hours: { begin: "23:00", end: "03:00" } })
 * // { start: 2025-12-24T23:00Z, end: 2025-12-25T03:00Z }
 */
export function specialHoursTimes(entry: SpecialHours): { readonly start: Date; readonly end: Date } | null {
  const date = specialHoursDate(entry)
  const endText = entry.end_hour ?? entry.hours?.end
  const start = specialHoursInstant(date, entry.start_hour ?? entry.hours?.begin)
  let end = specialHoursInstant(date, endText)
  if (start === null || end === null) return null
  // A UTC time of day can wrap past midnight: 23:00 to 03:00 UTC is 9am to 1pm in Brisbane.
  if (end <= start && timeOnly.test(endText?.trim() ?? "")) end = new Date(end.getTime() + 86_400_000)
  return end > start ? { start, end } : null
}

const pad = (value: number) => String(value).padStart(2, "0")
const validDate = (millis: number) => (Number.isFinite(millis) ? new Date(millis) : null)
