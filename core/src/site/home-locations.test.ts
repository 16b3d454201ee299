import { describe, expect, it } from "vitest"
import { exampleTenant } from "../testing/examples.ts"
import { homeLocationsView, homeReviewsView } from "./home-locations.ts"

const week = [
  { weekday: 0, status: "Closed" },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" })),
  { weekday: 6, status: "Open", open: "09:00", close: "12:00" }
]
const location = (id: number, location_type: string, state: string, extra: object = {}) => ({
  id,
  name: `Location ${id}`,
  slug: `location-${id}`,
  location_type,
  dealership_id: 1,
  dealership_slug: "dealer",
  address: { street: `${id} Main Street`, city: "Town", state, postcode: "4000", lat: -27 - id / 100, long: 153 },
  ...extra
})
const config = {
  locations: [
    location(1, "sales", "QLD", { phone: "+61755501011", contact_detail: { opening_hours: week }, reviews: { average_rating: 4.56, count: 128 } }),
    location(2, "sales", "NSW", { phone: "02 5550 1012", contact_detail: { opening_hours: week }, reviews: { average_rating: 4, count: 57 } }),
    location(3, "parts", "QLD", { phone: "07 5550 1013" }),
    location(4, "sales", "QLD", { visible: false })
  ],
  special_hours: [{ date: "2026-12-25", location_id: 1, status: "Closed" }]
}
const tenant = exampleTenant(config)

// 8am in Brisbane is 9am in Sydney (summer time) on Monday 23 November 2026.
const mondayMorning = new Date("2026-11-22T22:00:00Z")

describe("home locations", () => {
  it("lists the visible locations with today's hours on each one's own clock, a call link and directions", () => {
    const view = homeLocationsView(tenant, [], mondayMorning)
    expect(view?.heading).toBe("3 Big Locations")
    const [brisbane, sydney, parts] = view?.locations ?? []
    expect(brisbane).toMatchObject({
      name: "Location 1",
      href: "/locations/location-1",
      addressLines: ["1 Main Street", "Town QLD 4000"],
      phone: { label: "Call 07 5550 1011", telHref: "tel:0755501011" },
      today: { text: "Today: 8:30am - 5:30pm", closed: false, status: "Closed now", openNow: false }
    })
    expect(sydney?.today).toMatchObject({ status: "Open now", openNow: true })
    // A location that gives no hours shows none, not Closed.
    expect(parts?.today).toBeNull()
    expect(brisbane?.directions.label).toBe("Get Directions")
  })

  it("keeps the types the section names, and reads a holiday closure first", () => {
    const christmas = new Date("2026-12-25T00:00:00Z")
    const view = homeLocationsView(tenant, ["sales"], christmas)
    expect(view?.locations.map((entry) => entry.id)).toEqual([1, 2])
    expect(view?.locations[0]?.today).toMatchObject({ text: "Today: Closed", closed: true, openNow: false })
    expect(homeLocationsView(tenant, ["service"], christmas)).toBeNull()
    expect(homeLocationsView(exampleTenant(), [], christmas)).toBeNull()
  })

  it("heads a single location 'Find Us Here'", () => {
    expect(homeLocationsView(tenant, ["parts"], mondayMorning)?.heading).toBe("Find Us Here")
  })

  it("summarises the reviews of the locations whose rating shows", () => {
    const view = homeReviewsView(tenant)
    expect(view?.heading).toBe("Customer Reviews")
    expect(view?.locations).toEqual([
      {
        id: 1,
        name: "Location 1",
        rating: expect.objectContaining({ ratingText: "4.6", countText: "(128)", label: "Rated 4.6 out of 5 from 128 reviews" }),
        link: { href: "/locations/location-1", label: "Read reviews of Location 1" }
      }
    ])
    expect(homeReviewsView(exampleTenant({ ...config, locator: { reviews_hidden: true } }))).toBeNull()
  })
})
