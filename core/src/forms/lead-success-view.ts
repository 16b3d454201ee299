import type { Location } from "../locations/location.ts"
import { locationPhone } from "../locations/location-contact.ts"
import { formatPhoneNumber } from "../locations/phone-number.ts"
import type { Texts } from "../tenant/texts.ts"
import { LEAD_SUCCESS_PATH } from "./form-flow.ts"
import { testDriveSlotLabel } from "./test-drive-slot-label.ts"
import { FINANCE_ENQUIRY_CATEGORY, TEST_DRIVE_CATEGORY } from "./lead-categories.ts"

/** What the success page may say about the lead just sent; nothing that identifies the shopper. */
export interface LeadSuccessSummary {
  readonly category: string
  readonly subcategory: string | null
  readonly carId: number | null
  readonly preferredTime: string | null
  /** The location the platform routed the lead to. */
  readonly locationId: number | null
}

/**
 * The success page's address for a sent lead: `/success` with the lead's category, subcategory,
 * car, preferred time and the location it was routed to in the query, so the page can say what
 * was sent and where without an id that would let anyone read the lead back.
 *
 * @example
 * import { leadSuccessPath } from "@dealer/core/forms"
 *
 * leadSuccessPath({ category: "Test Drive", subcategory: null, car_id: 7, preferred_date_time: null })
 * // => "/success?category=Test%20Drive&car_id=7"
 */
export function leadSuccessPath(lead: {
  readonly category: string
  readonly subcategory?: string | null | undefined
  readonly car_id?: number | null | undefined
  readonly preferred_date_time?: string | null | undefined
  readonly location_id?: number | null | undefined
}): string {
  const parts: Array<readonly [string, string]> = [["category", lead.category]]
  if (lead.subcategory) parts.push(["subcategory", lead.subcategory])
  if (typeof lead.car_id === "number") parts.push(["car_id", String(lead.car_id)])
  if (lead.preferred_date_time) parts.push(["time", lead.preferred_date_time])
  if (typeof lead.location_id === "number") parts.push(["location", String(lead.location_id)])
  const query = parts.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&")
  return `${LEAD_SUCCESS_PATH}?${query}`
}

/**
 * Reads the success page's query back (see `leadSuccessPath`); a missing category reads as null.
 *
 * @example
 * import { leadSuccessSummary } from "@dealer/core/forms"
 *
 * leadSuccessSummary({ category: "Test Drive", car_id: "7" })
 * // => { category: "Test Drive", subcategory: null, carId: 7, preferredTime: null, locationId: null }
 */
export function leadSuccessSummary(query: Readonly<Record<string, string | undefined>>): LeadSuccessSummary | null {
  const category = query.category?.trim()
  if (!category) return null
  const carId = query.car_id ?? ""
  const locationId = query.location ?? ""
  return {
    category,
    subcategory: query.subcategory?.trim() || null,
    carId: /^\d{1,15}$/.test(carId) ? Number(carId) : null,
    preferredTime: query.time?.trim() || null,
    locationId: /^\d{1,9}$/.test(locationId) ? Number(locationId) : null
  }
}

/** One line of what was sent. */
export interface LeadSuccessLine {
  readonly label: string
  readonly value: string
}

/** The success page: its title, what was sent, and what happens next. */
export interface LeadSuccessView {
  readonly title: string
  readonly sentHeading: string
  readonly sent: ReadonlyArray<LeadSuccessLine>
  readonly nextHeading: string
  readonly next: string
}

/** A chosen time as the dealership offered it: its day and wall-clock time ("2026-06-06, 10:00 am"). */
const timeText = (slot: string) =>
  /^\d{4}-\d{2}-\d{2}T/.test(slot) ? `${slot.slice(0, 10)}, ${testDriveSlotLabel(slot)}` : slot

type SuccessTexts = Pick<
  Texts,
  | "leadSuccessTitle"
  | "leadSuccessSentHeading"
  | "leadSuccessCategoryLabel"
  | "leadSuccessCarLabel"
  | "leadSuccessTimeLabel"
  | "leadSuccessLocationLabel"
  | "leadSuccessNextHeading"
  | "leadSuccessNext"
  | "leadSuccessNextTestDrive"
  | "leadSuccessNextFinance"
>

// Where the lead went, with the number to call: "Metro Hyundai Parramatta, 02 5550 1013".
function locationText(location: Pick<Location, "name" | "phone" | "contact_detail">): string {
  const phone = locationPhone(location)
  return phone ? `${location.name}, ${formatPhoneNumber(phone)}` : location.name
}

/**
 * The success page after a lead (section 2 of document 001): the category (and subcategory) sent,
 * the car's name, the preferred time and the location it was sent to when there are, and the
 * next step for that kind of lead.
 *
 * @example
 * import { leadSuccessView } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * leadSuccessView({ category: "Test Drive", subcategory: null, preferredTime: "2026-06-06T10:00" }, "2022 Kia Sportage", defaultTexts).next
 * // => "We'll contact you to confirm your test drive. Please bring your driver's licence."
 */
export function leadSuccessView(
  summary: Omit<LeadSuccessSummary, "carId" | "locationId"> | null,
  carName: string | null,
  texts: SuccessTexts,
  location: Pick<Location, "name" | "phone" | "contact_detail"> | null = null
): LeadSuccessView {
  const category = summary === null ? null : [summary.category, summary.subcategory].filter(Boolean).join(" – ")
  const sent: Array<LeadSuccessLine | null> = [
    category ? { label: texts.leadSuccessCategoryLabel, value: category } : null,
    carName ? { label: texts.leadSuccessCarLabel, value: carName } : null,
    summary?.preferredTime ? { label: texts.leadSuccessTimeLabel, value: timeText(summary.preferredTime) } : null,
    location ? { label: texts.leadSuccessLocationLabel, value: locationText(location) } : null
  ]
  const next =
    summary?.category === TEST_DRIVE_CATEGORY
      ? texts.leadSuccessNextTestDrive
      : summary?.category === FINANCE_ENQUIRY_CATEGORY
        ? texts.leadSuccessNextFinance
        : texts.leadSuccessNext
  return {
    title: texts.leadSuccessTitle,
    sentHeading: texts.leadSuccessSentHeading,
    sent: sent.filter((line): line is LeadSuccessLine => line !== null),
    nextHeading: texts.leadSuccessNextHeading,
    next
  }
}
