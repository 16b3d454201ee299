import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { Location } from "../locations/location.ts"
import { dealershipLocations, dealerWebsites, deliveryOrigin } from "./dealership-locations.ts"

const location = (id: number, location_type: string, extra: Record<string, unknown> = {}) =>
  decodeOrThrow(
    Location,
    {
      id,
      name: `Location ${id}`,
      slug: `location-${id}`,
      location_type,
      dealership_id: 100 + id,
      dealership_slug: `dealer-${id}`,
      address: { street: `${id} Main St`, city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
      ...extra
    },
    `location ${id}`
  )

const locations = [
  location(1, "service"),
  location(2, "sales", { manufacturers: ["Kia"] }),
  location(3, "sales", { primary: true, manufacturers: ["Toyota"] }),
  location(4, "service-and-parts"),
  location(5, "sales", { visible: false })
]
const site = { id: 7, name: "Metro Motor Group", url: "https://metro.example" }

describe("dealershipLocations", () => {
  it("lists visible locations of the type asked, a service-and-parts site as either", () => {
    expect(dealershipLocations(locations, site, "service").map((l) => [l.id, l.location_type])).toEqual([
      [1, "service"],
      [4, "service"]
    ])
    expect(dealershipLocations(locations, site, "parts").map((l) => [l.id, l.location_type])).toEqual([[4, "parts"]])
    expect(dealershipLocations(locations, site, null).map((l) => l.id)).toEqual([1, 2, 3, 4])
  })

  it("carries the address, the dealership and the parent site", () => {
    expect(dealershipLocations(locations, site, "sales")[1]).toEqual({
      id: 3,
      name: "Location 3",
      location_type: "sales",
      address: {
        lat: -27.47,
        long: 153.02,
        street: "3 Main St",
        city: "Brisbane",
        state: "QLD",
        postcode: "4000",
        place_id: null,
        place_url: null
      },
      dealership: { id: 103, slug: "dealer-3" },
      website_id: 7,
      website_name: "Metro Motor Group",
      website_url: "https://metro.example"
    })
  })
})

describe("dealerWebsites", () => {
  it("answers the tenant's own site with its primary dealership and visible locations", () => {
    const [website, ...others] = dealerWebsites(locations, { ...site, manufacturer: null })
    expect(others).toEqual([])
    expect(website?.dealership).toEqual({ id: 103, slug: "dealer-3" })
    expect(website?.locations.map((l) => l.id)).toEqual([1, 2, 3, 4])
  })

  it("keeps a manufacturer site to the locations of its brand or of no brand", () => {
    const [website] = dealerWebsites(locations, { ...site, manufacturer: "kia" })
    expect(website?.locations.map((l) => l.id)).toEqual([1, 2, 4])
    expect(website?.dealership).toEqual({ id: 101, slug: "dealer-1" })
  })
})

describe("deliveryOrigin", () => {
  it("prices from the location asked for, else the primary sales location", () => {
    expect(deliveryOrigin(locations, 2)?.id).toBe(2)
    expect(deliveryOrigin(locations, null)?.id).toBe(3)
    expect(deliveryOrigin(locations, 5)?.id).toBe(3) // hidden
    expect(deliveryOrigin(locations.slice(0, 2), null)?.id).toBe(2)
    expect(deliveryOrigin([locations[0]!], 99)?.id).toBe(1)
    expect(deliveryOrigin([], null)).toBeNull()
  })
})
