import { describe, expect, it } from "vitest"
import { exampleLocation } from "../testing/examples.ts"
import { leadRoute } from "./lead-route.ts"

const location = (id: number, dealership: string, dealershipId: number, extra: Record<string, unknown> = {}) =>
  exampleLocation(id, dealershipId, { dealership_slug: dealership, ...extra })

// A group: a service centre marked primary, Springwood (primary sales), Parramatta, and a
// Dandenong dealership with a parts shop listed before its showroom.
const locations = [
  location(10, "metro-service", 100, { location_type: "service", primary: true }),
  location(11, "metro-toyota", 101, { primary: true }),
  location(13, "metro-hyundai", 103),
  location(16, "metro-ford", 105, { location_type: "parts" }),
  location(15, "metro-ford", 105),
  location(19, "metro-hidden", 109, { visible: false })
]
const idOf = (fields: Record<string, unknown>, car: Parameters<typeof leadRoute>[1] = null) =>
  leadRoute(fields, car, locations).location?.id
const car = (location_id: number | null, dealership_id: number | null) => ({
  location_id,
  dealership_id,
  location: null,
  state: null
})

describe("leadRoute", () => {
  it("sends a lead to the location the shopper chose, by id, digits or slug, over a disagreeing dealership", () => {
    expect(leadRoute({ location: "13", dealership_slug: "metro-ford" }, null, locations)).toMatchObject({
      location: { id: 13 },
      dealershipId: 103,
      reason: "chosen-location"
    })
    expect(idOf({ location: 13 })).toBe(13)
    expect(idOf({ location: "location-15" })).toBe(15)
    expect(idOf({ location_id: "13" }, car(11, 101))).toBe(13)
  })

  it("sends it to the preferred dealership's primary sales location, or the car's own when the car is there", () => {
    expect(leadRoute({ dealership_slug: "metro-ford" }, null, locations)).toMatchObject({
      location: { id: 15 },
      dealershipId: 105,
      reason: "chosen-dealership"
    })
    expect(idOf({ dealership_slug: "metro-ford" }, car(16, 105))).toBe(16)
    expect(idOf({ dealership_slug: "metro-hyundai" }, car(11, 101))).toBe(13)
  })

  it("sends a lead about a car to the car's location, else its dealership's", () => {
    expect(leadRoute({}, car(13, 103), locations)).toMatchObject({ location: { id: 13 }, reason: "car" })
    expect(idOf({}, car(null, 105))).toBe(15)
  })

  it("sends anything else to the tenant's primary sales location, not a primary service centre", () => {
    expect(leadRoute({ location: "999", dealership_slug: "nobody" }, null, locations)).toMatchObject({
      location: { id: 11 },
      dealershipId: 101,
      reason: "primary"
    })
    expect(idOf({ location: "" })).toBe(11)
  })

  it("routes a tenant without locations nowhere, keeping the car's dealership", () => {
    expect(leadRoute({ location: "13" }, car(null, 7), [])).toEqual({ location: null, dealershipId: 7, reason: "none" })
  })
})
