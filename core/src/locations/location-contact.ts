import type { OpeningHourEntry } from "../hours/opening-hour-entry.ts"
import type { Location } from "./location.ts"

type ContactSource = Pick<Location, "contact_detail" | "phone">

const present = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null)

/**
 * A location's phone number: `contact_detail.phone`, else the stored top-level `phone`, else the
 * landline; null when none is given.
 *
 * @example
 * import { locationPhone } from "@dealer/core/locations"
 *
 * locationPhone({ contact_detail: { phone: null, landline_phone: "07 5550 2021", opening_hours: [] } }) // => "07 5550 2021"
 */
export function locationPhone(location: ContactSource): string | null {
  return (
    present(location.contact_detail?.phone) ??
    present(location.phone) ??
    present(location.contact_detail?.landline_phone)
  )
}

/**
 * A location's regular opening hours; none when upstream sent no contact details.
 *
 * @example
 * import { locationOpeningHours } from "@dealer/core/locations"
 * import { exampleLocation } from "@dealer/core/testing"
 *
 * locationOpeningHours(exampleLocation(1, 1)) // => []
 */
export function locationOpeningHours(location: Pick<Location, "contact_detail">): ReadonlyArray<OpeningHourEntry> {
  return location.contact_detail?.opening_hours ?? []
}

/** A location's review aggregate, whichever place upstream put it. */
export interface LocationRating {
  readonly averageRating: number | null
  readonly reviewCount: number
}

/**
 * The average rating and review count of a location, from `reviews` or the top-level fields.
 *
 * @example
 * import { locationRating } from "@dealer/core/locations"
 *
 * locationRating({ reviews: { average_rating: 4.7, count: 312 } }) // => { averageRating: 4.7, reviewCount: 312 }
 */
export function locationRating(
  location: Pick<Location, "reviews" | "average_rating" | "review_count">
): LocationRating {
  return {
    averageRating: location.reviews?.average_rating ?? location.average_rating ?? null,
    reviewCount: location.reviews?.count ?? location.review_count ?? 0
  }
}
