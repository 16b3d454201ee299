import { specialHoursForLocation } from "../hours/special-hours.ts"
import { timeZoneForState } from "../hours/state-time-zone.ts"
import { todayHours } from "../hours/today-hours.ts"
import { locationOpeningHours } from "../locations/location-contact.ts"
import { locationsSectionHeading } from "../locations/locations-section.ts"
import { formatPhoneNumber } from "../locations/phone-number.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText } from "../tenant/texts.ts"
import { locationListView, type LocationRatingView } from "./location-pages.ts"

/** Where a location's own page lives. */
const LOCATION_DETAIL_PATH = "/locations"

/** One location on the home page: how to call, find and visit it today. */
export interface HomeLocationView {
  readonly id: number
  readonly name: string
  readonly href: string
  readonly addressLines: ReadonlyArray<string>
  /** A tap-to-call link: "Call 07 5550 1011"; null when the location gives no number. */
  readonly phone: { readonly label: string; readonly telHref: string } | null
  /** Null when the location gives no opening hours at all. */
  readonly today: { readonly text: string; readonly closed: boolean; readonly status: string; readonly openNow: boolean } | null
  readonly directions: { readonly href: string; readonly label: string }
}

/** The home page's locations section as shown: its heading and locations. */
export interface HomeLocationsView {
  /** `N Big Locations`, or `Find Us Here` for one. */
  readonly heading: string
  readonly locations: ReadonlyArray<HomeLocationView>
}

/** One location's review summary on the home page. */
export interface HomeReviewView {
  readonly id: number
  readonly name: string
  readonly rating: LocationRatingView
  readonly link: { readonly href: string; readonly label: string }
}

/** The home page's reviews section as shown: its heading and reviews. */
export interface HomeReviewsView {
  readonly heading: string
  readonly locations: ReadonlyArray<HomeReviewView>
}

type HomeLocationsTenant = Pick<
  Tenant,
  "locations" | "special_hours" | "location_reviews" | "locator" | "hours" | "texts"
>

/**
 * The locations section of the home page: the visible locations (one per site, of the section's
 * `location_types` when it names any), each with today's hours on its own clock (holiday hours
 * first), whether it is open now, a tap-to-call number and directions. Null when none is left.
 *
 * @example
 * import { homeLocationsView } from "@dealer/core/site"
 * import { exampleLocation, exampleTenant } from "@dealer/core/testing"
 *
 * const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" }))
 * const southport = exampleLocation(21, 201, {
 *   name: "Coastal Kia Southport",
 *   address: { city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.4 },
 *   contact_detail: { phone: "0755502021", opening_hours: weekdays }
 * })
 * const tenant = exampleTenant({ name: "Coastal Kia", locations: [southport] })
 * const monday = new Date("2026-03-02T10:00:00+10:00")
 *
 * homeLocationsView(tenant, ["sales"], monday)?.locations[0]?.today?.text // => "Today: 8:30am - 5:30pm"
 */
export function homeLocationsView(
  tenant: HomeLocationsTenant,
  locationTypes: ReadonlyArray<string>,
  now: Date
): HomeLocationsView | null {
  const { texts } = tenant
  const byId = new Map(tenant.locations.map((location) => [location.id, location]))
  const cards = locationListView(tenant, LOCATION_DETAIL_PATH).cards.filter((card) => {
    const type = byId.get(card.id)?.location_type ?? ""
    return locationTypes.length === 0 || locationTypes.includes(type)
  })
  if (cards.length === 0) return null
  return {
    heading: locationsSectionHeading(cards.length, texts),
    locations: cards.map((card) => {
      const location = byId.get(card.id)
      const openingHours = location ? locationOpeningHours(location) : []
      const timeZone = timeZoneForState(location?.address.state ?? "", tenant.hours.default_state)
      const today =
        openingHours.length === 0
          ? null
          : todayHours({ openingHours, specialHours: specialHoursForLocation(tenant.special_hours, card.id), timeZone, now }, texts)
      const number = card.phone ? formatPhoneNumber(card.phone.number, tenant.locator.mobile_phone_grouping) : null
      return {
        id: card.id,
        name: card.name,
        href: card.detailHref,
        addressLines: card.addressLines,
        phone: card.phone && number ? { label: fillText(texts.homeCallPhone, { phone: number }), telHref: card.phone.telHref } : null,
        today:
          today === null
            ? null
            : {
                text: fillText(texts.homeTodayHours, { hours: today.hours }),
                closed: today.closed,
                status: today.openNow ? texts.homeOpenNow : texts.homeClosedNow,
                openNow: today.openNow
              },
        directions: card.directions
      }
    })
  }
}

/**
 * The review summary of the home page: each visible location whose rating shows (above the
 * tenant's minimum, reviews not hidden) with its stars, rating and review count, linking to its
 * page's reviews. Null when no location's rating shows.
 *
 * @example
 * import { homeReviewsView } from "@dealer/core/site"
 * import { exampleLocation, exampleTenant } from "@dealer/core/testing"
 *
 * const southport = exampleLocation(21, 201, { name: "Coastal Kia Southport", reviews: { average_rating: 4.8, count: 128 } })
 * const tenant = exampleTenant({ name: "Coastal Kia", locations: [southport] })
 *
 * homeReviewsView(tenant)?.locations[0]?.rating.countText // => "(128)"
 */
export function homeReviewsView(tenant: HomeLocationsTenant): HomeReviewsView | null {
  const rated = locationListView(tenant, LOCATION_DETAIL_PATH).cards.flatMap((card) =>
    card.rating
      ? [
          {
            id: card.id,
            name: card.name,
            rating: card.rating,
            link: { href: card.detailHref, label: fillText(tenant.texts.homeReadReviews, { name: card.name }) }
          }
        ]
      : []
  )
  return rated.length === 0 ? null : { heading: tenant.texts.locationReviewsHeading, locations: rated }
}
