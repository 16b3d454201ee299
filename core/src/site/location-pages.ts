import { formatInTimeZone } from "date-fns-tz"
import { holidayHoursRows, upcomingSpecialHours, type HolidayHoursRow } from "../hours/holiday-hours.ts"
import { specialHoursForLocation } from "../hours/special-hours.ts"
import { timeZoneForState } from "../hours/state-time-zone.ts"
import { openingHoursRows, type OpeningHoursRow } from "../hours/weekly-hours.ts"
import { locationDirectionsUrl } from "../locations/directions-url.ts"
import type { Location } from "../locations/location.ts"
import { locationOpeningHours, locationPhone, locationRating } from "../locations/location-contact.ts"
import { visibleLocations } from "../locations/location-type-filter.ts"
import { locationsCarouselLayout, locationsSectionHeading, type LocationsCarouselLayout } from "../locations/locations-section.ts"
import { MAP_ZOOM, mapZoom } from "../locations/map-zoom.ts"
import { reviewSummaryView, shouldShowReviews, starRating, type StarRating } from "../locations/review-display.ts"
import { shownReviews } from "../locations/shown-reviews.ts"
import { phoneTelHref } from "../locations/phone-number.ts"
import { uniqueAddressLocations } from "../locations/unique-addresses.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText, type Texts } from "../tenant/texts.ts"

/** What the location pages read of a tenant. */
export type LocationPagesTenant = Pick<
  Tenant,
  "locations" | "special_hours" | "location_reviews" | "locator" | "hours" | "texts"
>

/** A star rating as five slots, each filled 0 to 1, and the words a screen reader says for it. */
export interface StarsView {
  readonly fills: ReadonlyArray<number>
  /** The rating with one decimal, e.g. `4.6`. */
  readonly ratingText: string
  readonly label: string
}

/** The rating line of a location: stars, the rating with one decimal and the review count. */
export interface LocationRatingView extends StarsView {
  readonly countText: string
}

/** One location as a card: how to find it, call it, and when it is open. */
export interface LocationCardView {
  readonly id: number
  readonly slug: string
  readonly name: string
  /** This location's own page. */
  readonly detailHref: string
  readonly detailLabel: string
  readonly addressLines: ReadonlyArray<string>
  /** The number as stored (the phone reveal masks and formats it) and its `tel:` link; null when none. */
  readonly phone: { readonly number: string; readonly telHref: string } | null
  readonly directions: { readonly href: string; readonly label: string }
  /** Empty when the location gave no hours: the card then shows none. */
  readonly hours: ReadonlyArray<OpeningHoursRow>
  /** A street-level map of the location (the closest zoom allowed). */
  readonly map: { readonly lat: number; readonly lng: number; readonly zoom: number; readonly label: string }
  /** Null when the tenant hides reviews or the average is not above its minimum. */
  readonly rating: LocationRatingView | null
}

/** The locations section of /dealerships and /contact-us. */
export interface LocationListView {
  /** `N Big Locations` or `Find Us Here`. */
  readonly heading: string
  readonly layout: LocationsCarouselLayout
  readonly swipeHint: string
  readonly cards: ReadonlyArray<LocationCardView>
  /** The map of the sales locations, centred on the first and fitted to all; null when there are none. */
  readonly map: {
    readonly label: string
    readonly zoom: number
    readonly center: { readonly lat: number; readonly lng: number }
    readonly markers: ReadonlyArray<{ readonly id: number; readonly name: string; readonly lat: number; readonly lng: number }>
  } | null
}

/** One review as a location page lists it. */
export interface ReviewItemView {
  readonly key: string
  readonly author: string | null
  readonly stars: StarsView
  /** e.g. `2 Mar 2026`; null when upstream gave no readable date. */
  readonly date: string | null
  readonly text: string | null
  readonly reply: { readonly heading: string; readonly text: string } | null
}

/** One location's page: its card, its holiday hours and its reviews. */
export interface LocationDetailView {
  readonly card: LocationCardView
  /** Null when no holiday hours lie ahead. */
  readonly holidayHours: {
    readonly openLabel: string
    readonly title: string
    readonly closeLabel: string
    readonly rows: ReadonlyArray<HolidayHoursRow>
  } | null
  /** Null when the tenant hides reviews or the average is not above its minimum. */
  readonly reviews: {
    readonly heading: string
    readonly summary: LocationRatingView
    readonly items: ReadonlyArray<ReviewItemView>
  } | null
}

function starsView(rating: number, label: string): StarsView {
  const stars: StarRating = starRating(rating)
  return {
    fills: [...Array<number>(stars.full).fill(1), stars.partial, ...Array<number>(stars.empty).fill(0)],
    ratingText: (Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0).toFixed(1),
    label
  }
}

function ratingView(location: Location, tenant: LocationPagesTenant): LocationRatingView | null {
  const { averageRating, reviewCount } = locationRating(location)
  if (averageRating === null || !shouldShowReviews(averageRating, tenant.locator)) return null
  const summary = reviewSummaryView(averageRating, reviewCount, tenant.texts)
  const label = fillText(tenant.texts.locationRatingLabel, { rating: summary.ratingText, count: String(reviewCount) })
  return { ...starsView(averageRating, label), countText: summary.countText }
}

function cardView(location: Location, tenant: LocationPagesTenant, detailPath: string): LocationCardView {
  const { texts } = tenant
  const { street, city, state, postcode, lat, long } = location.address
  const phone = locationPhone(location)
  const entries = locationOpeningHours(location)
  return {
    id: location.id,
    slug: location.slug,
    name: location.name,
    detailHref: `${detailPath}/${encodeURIComponent(location.slug)}`,
    detailLabel: fillText(texts.locationDetailsLink, { name: location.name }),
    addressLines: [street?.trim() || null, `${city} ${state} ${postcode}`].filter((line): line is string => line !== null),
    phone: phone === null ? null : { number: phone, telHref: phoneTelHref(phone) },
    directions: { href: locationDirectionsUrl(location.address), label: texts.locationGetDirections },
    hours: entries.length === 0 ? [] : openingHoursRows(entries, texts),
    map: { lat, lng: long, zoom: MAP_ZOOM.max, label: fillText(texts.locationMapLabel, { name: location.name }) },
    rating: ratingView(location, tenant)
  }
}

/** The locations the pages list: the visible ones, one per physical site. */
const listedLocations = (tenant: LocationPagesTenant) => uniqueAddressLocations(visibleLocations(tenant.locations))

/**
 * The locations section of /dealerships and /contact-us (001 section 2): one card per visible
 * site, the heading `N Big Locations` (or `Find Us Here` for one), the carousel layout and a map of
 * the sales locations. Each card links to `{detailPath}/{slug}`.
 *
 * @example
 * import { locationListView } from "@dealer/core/site"
 * import { exampleLocation, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant({ name: "Coastal Kia", locations: [exampleLocation(21, 201, { name: "Coastal Kia Southport" })] })
 *
 * locationListView(tenant, "/locations").cards.map((card) => card.name) // => ["Coastal Kia Southport"]
 */
export function locationListView(tenant: LocationPagesTenant, detailPath: string): LocationListView {
  const locations = listedLocations(tenant)
  const markers = locations
    .filter((location) => location.location_type === "sales")
    .map((location) => ({ id: location.id, name: location.name, lat: location.address.lat, lng: location.address.long }))
  const [first] = markers
  return {
    heading: locationsSectionHeading(locations.length, tenant.texts),
    layout: locationsCarouselLayout(locations.length),
    swipeHint: tenant.texts.locationsSwipeHint,
    cards: locations.map((location) => cardView(location, tenant, detailPath)),
    map:
      first === undefined
        ? null
        : { label: tenant.texts.locatorMapLabel, zoom: mapZoom(null), center: { lat: first.lat, lng: first.lng }, markers }
  }
}

const reviewDate = (value: string | null | undefined): string | null => {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value?.trim() ?? "")
  if (!match) return null
  const noon = new Date(`${match[1]}T12:00:00Z`)
  return Number.isNaN(noon.getTime()) ? null : formatInTimeZone(noon, "UTC", "d MMM yyyy")
}

const present = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null)

/**
 * The page of the visible location with `slug` (001 section 2): its card, the holiday hours from
 * today on (in the location's time zone, 12-hour am/pm) and its reviews (the rating summary, and
 * the reviews rated at least the minimum, at most 12). Null when no visible location has the slug.
 *
 * @example
 * import { locationDetailView } from "@dealer/core/site"
 * import { exampleLocation, exampleTenant } from "@dealer/core/testing"
 *
 * const southport = exampleLocation(21, 201, {
 *   name: "Coastal Kia Southport", slug: "coastal-kia-southport",
 *   address: { city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.4 }
 * })
 * const christmasEve = { location_id: 21, date: "2026-12-24", status: "Open", start_hour: "00:00", end_hour: "04:00" }
 * const tenant = exampleTenant({ name: "Coastal Kia", locations: [southport], special_hours: [christmasEve] })
 * const now = new Date("2026-12-01T10:00:00+10:00")
 *
 * locationDetailView(tenant, "coastal-kia-southport", now, "/locations")?.holidayHours?.rows[0]
 * // => { date: "2026-12-24", dateLabel: "Thu 24 Dec 2026", hours: "10:00am - 2:00pm", closed: false }
 */
export function locationDetailView(
  tenant: LocationPagesTenant,
  slug: string,
  now: Date,
  detailPath: string
): LocationDetailView | null {
  const location = visibleLocations(tenant.locations).find((candidate) => candidate.slug === slug)
  if (location === undefined) return null
  const { texts } = tenant
  const card = cardView(location, tenant, detailPath)
  const timeZone = timeZoneForState(location.address.state, tenant.hours.default_state)
  const ahead = upcomingSpecialHours(specialHoursForLocation(tenant.special_hours, location.id), now, timeZone)
  const holidayRows = holidayHoursRows(ahead, timeZone, texts)
  const reviews = shownReviews(
    tenant.location_reviews.filter((review) => review.location_id === location.id),
    tenant.locator
  )
  return {
    card,
    holidayHours:
      holidayRows.length === 0
        ? null
        : { openLabel: texts.viewHolidayHours, title: texts.holidayHoursTitle, closeLabel: texts.formsDialogCloseLabel, rows: holidayRows },
    reviews:
      card.rating === null
        ? null
        : {
            heading: texts.locationReviewsHeading,
            summary: card.rating,
            items: reviews.map((review) => {
              const rating = Math.min(5, Math.max(0, review.rating))
              const reply = present(review.reply_text)
              return {
                key: String(review.id),
                author: present(review.customer_name),
                stars: starsView(rating, fillText(texts.reviewRatingLabel, { rating: rating.toFixed(1) })),
                date: reviewDate(review.review_date),
                text: present(review.text),
                reply: reply === null ? null : { heading: fillText(texts.reviewReplyHeading, { name: location.name }), text: reply }
              }
            })
          }
  }
}
