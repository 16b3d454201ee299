import fc from "fast-check"
import type { OpeningHourEntry } from "../hours/opening-hour-entry.ts"
import type { GeoPoint } from "../locations/great-circle-distance.ts"
import type { Location } from "../locations/location.ts"

// Two boxes that lie wholly on the mainland: the interior from the Pilbara to central Queensland,
// and inland New South Wales and Victoria. No point falls in the sea or a gulf.
const interior = /* @__PURE__ */ fc.record({
  lat: /* @__PURE__ */ fc.double({ min: -31, max: -21, noNaN: true }),
  long: /* @__PURE__ */ fc.double({ min: 119, max: 146, noNaN: true })
})
const southEast = /* @__PURE__ */ fc.record({
  lat: /* @__PURE__ */ fc.double({ min: -37, max: -31, noNaN: true }),
  long: /* @__PURE__ */ fc.double({ min: 143, max: 148.5, noNaN: true })
})

/**
 * Points inside mainland Australia.
 *
 * @example
 * import fc from "fast-check"
 * import { australianGeoPointArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(australianGeoPointArbitrary, (point) => point.lat < 0))
 */
export const australianGeoPointArbitrary: fc.Arbitrary<GeoPoint> = /* @__PURE__ */ fc.oneof(interior, southEast)

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`

const openDay = (weekday: number): fc.Arbitrary<OpeningHourEntry> =>
  fc
    .record({
      open: fc.integer({ min: 12, max: 48 }).map((quarter) => quarter * 15),
      length: fc.integer({ min: 8, max: 48 }).map((quarter) => quarter * 15),
      formatted: fc.boolean()
    })
    .map(({ open, length, formatted }) => {
      const close = Math.min(open + length, 23 * 60 + 45)
      return formatted
        ? { weekday, status: "Open" as const, open: clock(open), close: clock(close), formated_hours: null }
        : { weekday, status: "Open" as const, open: clock(open), close: clock(close) }
    })

const closedDay = (weekday: number): fc.Arbitrary<OpeningHourEntry> =>
  fc.constant({ weekday, status: "Closed" as const, open: null, close: null })

/**
 * A week of opening hours: each weekday open (quarter-hour times) or closed, some days missing,
 * and often the same hours Monday to Friday.
 *
 * @example
 * import fc from "fast-check"
 * import { openingHoursRows } from "@dealer/core/hours"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { openingHoursArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(openingHoursArbitrary, (entries) => openingHoursRows(entries, defaultTexts).length >= 3))
 */
export const openingHoursArbitrary: fc.Arbitrary<ReadonlyArray<OpeningHourEntry>> = /* @__PURE__ */ fc.oneof(
  /* @__PURE__ */ fc
    .tuple(
      ...[0, 1, 2, 3, 4, 5, 6].map((weekday) =>
        fc.option(fc.oneof(openDay(weekday), closedDay(weekday)), { nil: null })
      )
    )
    .map((days) => days.filter((day): day is OpeningHourEntry => day !== null)),
  /* @__PURE__ */ fc
    .tuple(openDay(1), openDay(6), closedDay(0))
    .map(([weekday, saturday, sunday]) => [
      ...[1, 2, 3, 4, 5].map((day) => ({ ...weekday, weekday: day })),
      saturday,
      sunday
    ])
)

const phone = /* @__PURE__ */ fc
  .tuple(fc.constantFrom("02", "03", "07", "08", "04"), fc.integer({ min: 0, max: 99_999_999 }))
  .map(([prefix, number]) => `${prefix}${String(number).padStart(8, "0")}`)

/**
 * Dealer locations as decoded: every type (including unknown and empty), Australian coordinates,
 * phones in national or +61 form or missing, opening hours, and optional review aggregates.
 *
 * @example
 * import fc from "fast-check"
 * import { uniqueAddressLocations } from "@dealer/core/locations"
 * import { locationArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(fc.array(locationArbitrary), (locations) => uniqueAddressLocations(locations).length <= locations.length))
 */
export const locationArbitrary: fc.Arbitrary<Location> = /* @__PURE__ */ fc
  .record({
    id: fc.nat({ max: 1_000_000 }),
    slug: fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
    location_type: fc.constantFrom("sales", "service", "parts", "service-and-parts", "", "other"),
    visible: fc.boolean(),
    primary: fc.boolean(),
    manufacturers: fc.subarray(["Toyota", "Mazda", "Kia", "Ford", "Hyundai", "MG"]),
    dealership_id: fc.nat({ max: 10_000 }),
    point: australianGeoPointArbitrary,
    street: fc.option(
      fc
        .tuple(fc.integer({ min: 1, max: 999 }), fc.constantFrom("Pacific Highway", "Ferry Road", "Gympie Road"))
        .map(([n, road]) => `${n} ${road}`),
      { nil: null }
    ),
    city: fc.constantFrom("Southport", "Robina", "Aspley", "Parramatta", "Dandenong", "Yatala"),
    state: fc.constantFrom("QLD", "NSW", "VIC", "SA", "WA", "TAS", "NT", "ACT"),
    postcode: fc.integer({ min: 800, max: 9999 }).map((code) => String(code).padStart(4, "0")),
    place_id: fc.option(fc.stringMatching(/^ChIJ[A-Za-z0-9]{6}$/), { nil: null }),
    phone: fc.option(
      fc.oneof(
        phone,
        phone.map((national) => `+61${national.slice(1)}`)
      ),
      { nil: null }
    ),
    opening_hours: openingHoursArbitrary,
    rating: fc.option(fc.double({ min: 1, max: 5, noNaN: true }), { nil: null }),
    review_count: fc.nat({ max: 2000 })
  })
  .map((draw) => ({
    id: draw.id,
    name: `Dealer ${draw.slug}`,
    slug: draw.slug,
    location_type: draw.location_type,
    visible: draw.visible,
    primary: draw.primary,
    manufacturers: draw.manufacturers,
    dealership_id: draw.dealership_id,
    dealership_slug: `dealer-${draw.dealership_id}`,
    address: {
      street: draw.street,
      city: draw.city,
      state: draw.state,
      postcode: draw.postcode,
      lat: draw.point.lat,
      long: draw.point.long,
      place_id: draw.place_id
    },
    contact_detail: { phone: draw.phone, landline_phone: null, opening_hours: draw.opening_hours },
    reviews: { average_rating: draw.rating, count: draw.review_count }
  }))
