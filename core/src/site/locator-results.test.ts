import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { Location } from "../locations/location.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { locatorRadius, locatorResultGroups } from "./locator-results.ts"

const location = (id: number, location_type: string, lat: number, long: number, extra: object = {}) =>
  decodeOrThrow(
    Location,
    {
      id,
      name: `Location ${id}`,
      slug: `location-${id}`,
      location_type,
      dealership_id: 1,
      dealership_slug: "dealer",
      address: { street: `${id} Main Street`, city: "Brisbane", state: "QLD", postcode: "4000", lat, long },
      phone: "07 5550 1011",
      ...extra
    },
    "location"
  )

const brisbane = { lat: -27.4698, long: 153.0251 }
const settings = { mobile_phone_grouping: "4-3-3" } as const

describe("locatorResultGroups", () => {
  const locations = [
    location(1, "parts", -27.7445, 153.221),
    location(2, "sales", -27.6127, 153.1296),
    location(3, "sales", -27.3625, 153.0186),
    location(4, "sales", -33.8075, 151.0035),
    location(5, "service", -27.47, 153.03, { visible: false })
  ]

  it("groups the locations within the radius by type, nearest first, with distance, address and phone", () => {
    const groups = locatorResultGroups(locations, brisbane, 50, settings, defaultTexts)
    expect(groups.map((group) => group.heading)).toEqual(["Sales", "Parts"])
    expect(groups[0]?.results.map((result) => result.id)).toEqual([3, 2])
    expect(groups[0]?.results[0]).toMatchObject({
      distanceText: "12 km away",
      addressLines: ["3 Main Street", "Brisbane QLD 4000"],
      phone: { text: "07 5550 1011", href: "tel:0755501011" },
      hours: []
    })
  })

  it("narrows with a smaller radius and leaves out hidden locations", () => {
    const groups = locatorResultGroups(locations, brisbane, 25, settings, defaultTexts)
    expect(groups.flatMap((group) => group.results.map((result) => result.id))).toEqual([3, 2])
  })

  it("lists opening hours when the location gives them", () => {
    const open = location(6, "sales", -27.47, 153.03, {
      contact_detail: {
        phone: null,
        opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:00", close: "17:00" }))
      }
    })
    const [group] = locatorResultGroups([open], brisbane, 25, settings, defaultTexts)
    expect(group?.results[0]?.hours[0]).toMatchObject({ days: defaultTexts.hoursMondayToFriday, closed: false })
  })
})

describe("locatorRadius", () => {
  it("keeps an offered radius and falls back to 50 km otherwise", () => {
    expect(locatorRadius("25")).toBe(25)
    expect(locatorRadius("1000")).toBe(1000)
    expect(locatorRadius("7")).toBe(50)
    expect(locatorRadius(null)).toBe(50)
  })
})
