import { formatInTimeZone } from "date-fns-tz"
import { fillText, type Texts } from "../tenant/texts.ts"
import type { Car } from "./car.ts"

/** Whose calendar decides whether a registration is still current: the default state is Queensland. */
export const REGO_TIME_ZONE = "Australia/Brisbane"

/**
 * What the rego expiry text depends on besides the date: the time, whether a lapsed rego reads
 * Unregistered, the texts.
 */
export interface RegoExpiryContext {
  readonly now: Date
  /** Some dealers show "Unregistered" once the registration has lapsed. */
  readonly showUnregistered: boolean
  readonly texts: Pick<Texts, "regoExpiresOn" | "regoUnregistered">
  readonly timeZone?: string
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/

function calendarDate(text: string): string | null {
  const match = DATE.exec(text.trim())
  if (!match) return null
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return valid ? `${match[1]}-${match[2]}-${match[3]}` : null
}

/**
 * The registration expiry line (section 4, "Rego expiry"): "Expires on {date}" (dd/MM/yyyy) while
 * the registration runs, through its expiry day in Brisbane time; once past, "Unregistered" for
 * dealers who show it, otherwise nothing. No or unreadable expiry date: nothing.
 *
 * @example
 * import { regoExpiryText } from "@dealer/core/stock"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * regoExpiryText({ rego_expiry: "2027-03-12" }, { now, showUnregistered: false, texts: defaultTexts }) // => "Expires on 12/03/2027"
 */
export function regoExpiryText(car: Pick<Car, "rego_expiry">, context: RegoExpiryContext): string | null {
  const expiry = car.rego_expiry ? calendarDate(car.rego_expiry) : null
  if (expiry === null) return null
  const today = formatInTimeZone(context.now, context.timeZone ?? REGO_TIME_ZONE, "yyyy-MM-dd")
  if (expiry >= today) {
    const [year, month, day] = expiry.split("-")
    return fillText(context.texts.regoExpiresOn, { date: `${day}/${month}/${year}` })
  }
  return context.showUnregistered ? context.texts.regoUnregistered : null
}
