import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { resolveTenant } from "../tenant/resolve-tenant.ts"
import { TenantConfig } from "../tenant/tenant-config.ts"
import { locationDetailView, locationListView } from "./location-pages.ts"

const week = [
  { weekday: 0, status: "Closed" },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" })),
  { weekday: 6, status: "Open", open: "09:00", close: "16:00" }
]

const location = (id: number, location_type: string, extra: object = {}) => ({
  id,
  name: `Location ${id}`,
  slug: `location-${id}`,
  location_type,
  dealership_id: 1,
  dealership_slug: "dealer",
  address: { street: `${id} Main Street`, city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.4 },
  phone: `07 5550 20${id}`,
  ...extra
})

const tenant = (extra: object = {}) =>
  resolveTenant(
    decodeOrThrow(
      TenantConfig,
      {
        id: 9,
        slug: "acme",
        name: "Acme",
        locations: [
          location(21, "sales", { contact_detail: { phone: "07 5550 2021", opening_hours: week }, reviews: { average_rating: 4.56, count: 312 } }),
          location(22, "service"),
          location(23, "sales", { visible: false })
        ],
        special_hours: [
          { date: "2026-12-25", location_id: 21, status: "Closed" },
          { date: "2026-12-24", location_id: 21, status: "Open", start_hour: "00:00", end_hour: "04:00" },
          { date: "2025-12-25", location_id: 21, status: "Closed" },
          { date: "2026-12-25", location_id: 22, status: "Closed" }
        ],
        location_reviews: [
          { location_id: 21, id: 1, customer_name: "Sam", text: "Great service", rating: 5, review_date: "2026-03-02" },
          { location_id: 21, id: 2, customer_name: "Alex", text: "Slow", rating: 2 },
          { location_id: 21, id: 3, customer_name: "Jo", rating: 4, reply_text: "Thanks Jo" },
          { location_id: 22, id: 4, customer_name: "Kim", rating: 5 }
        ],
        ...extra
      },
      "tenant"
    )
  )

const now = new Date("2026-11-23T00:00:00Z")

describe("locationListView", () => {
  it("lists the visible locations under the section heading, with the sales ones on the map", () => {
    const list = locationListView(tenant(), "/locations")
    expect(list.heading).toBe("2 Big Locations")
    expect(list.layout).toEqual({ showSwipeHint: true, wide: false })
    expect(list.cards.map((card) => card.slug)).toEqual(["location-21", "location-22"])
    expect(list.map?.markers.map((marker) => marker.id)).toEqual([21])
    expect(list.map).toMatchObject({ zoom: 10, center: { lat: -27.97, lng: 153.4 } })
  })

  it("reads Find Us Here for a single location", () => {
    const single = tenant({ locations: [location(21, "sales")] })
    expect(locationListView(single, "/locations").heading).toBe("Find Us Here")
    expect(locationListView(tenant({ locations: [location(22, "service")] }), "/locations").map).toBeNull()
  })

  it("gives each card its address, phone, directions, hours, rating and page link", () => {
    const [card, other] = locationListView(tenant(), "/contact-us").cards
    expect(card).toMatchObject({
      detailHref: "/contact-us/location-21",
      detailLabel: "More about Location 21",
      addressLines: ["21 Main Street", "Southport QLD 4215"],
      phone: { number: "07 5550 2021", telHref: "tel:0755502021" },
      directions: { href: "https://www.google.com/maps/dir/?api=1&destination=-27.97%2C153.4", label: "Get Directions" },
      map: { lat: -27.97, lng: 153.4, zoom: 15, label: "Map of Location 21" },
      rating: { ratingText: "4.6", countText: "(312)", label: "Rated 4.6 out of 5 from 312 reviews" }
    })
    expect(card?.rating?.fills).toEqual([1, 1, 1, 1, 0.56])
    expect(card?.hours).toEqual([
      { days: "Mon-Fri", hours: "8:30am - 5:30pm", closed: false },
      { days: "Sat", hours: "9:00am - 4:00pm", closed: false },
      { days: "Sun", hours: "Closed", closed: true }
    ])
    expect(other?.hours).toEqual([])
    expect(other?.rating).toBeNull()
  })
})

describe("locationDetailView", () => {
  it("answers null for an unknown or hidden location", () => {
    expect(locationDetailView(tenant(), "nowhere", now, "/locations")).toBeNull()
    expect(locationDetailView(tenant(), "location-23", now, "/locations")).toBeNull()
  })

  it("lists the holiday hours ahead, in the location's time zone", () => {
    const detail = locationDetailView(tenant(), "location-21", now, "/locations")
    expect(detail?.holidayHours).toEqual({
      openLabel: "View Holiday Hours",
      title: "Holiday Hours",
      closeLabel: "Close",
      rows: [
        { date: "2026-12-24", dateLabel: "Thu 24 Dec 2026", hours: "10:00am - 2:00pm", closed: false },
        { date: "2026-12-25", dateLabel: "Fri 25 Dec 2026", hours: "Closed", closed: true }
      ]
    })
  })

  it("has no holiday hours when none lie ahead", () => {
    expect(locationDetailView(tenant(), "location-21", new Date("2027-01-01T00:00:00Z"), "/l")?.holidayHours).toBeNull()
  })

  it("lists only the location's reviews rated at least the minimum, with one decimal", () => {
    const reviews = locationDetailView(tenant(), "location-21", now, "/locations")?.reviews
    expect(reviews?.summary.ratingText).toBe("4.6")
    expect(reviews?.items.map((item) => item.key)).toEqual(["1", "3"])
    expect(reviews?.items[0]).toMatchObject({
      author: "Sam",
      date: "2 Mar 2026",
      text: "Great service",
      reply: null,
      stars: { ratingText: "5.0", label: "Rated 5.0 out of 5", fills: [1, 1, 1, 1, 1] }
    })
    expect(reviews?.items[1]?.reply).toEqual({ heading: "Reply from Location 21", text: "Thanks Jo" })
  })

  it("shows no reviews when the average is not above the minimum or the tenant hides them", () => {
    const atMinimum = tenant({ locator: { reviews_min_rating: 4.6 } })
    expect(locationDetailView(atMinimum, "location-21", now, "/locations")?.reviews).toBeNull()
    const hidden = tenant({ locator: { reviews_hidden: true } })
    expect(locationDetailView(hidden, "location-21", now, "/locations")?.reviews).toBeNull()
  })
})
