import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { Location } from "./location.ts"
import { locationOpeningHours, locationPhone, locationRating } from "./location-contact.ts"

const stored = {
  id: 21,
  name: "Coastal Kia Southport",
  slug: "coastal-kia-southport",
  location_type: "sales",
  primary: true,
  manufacturers: ["Kia"],
  dealership_id: 201,
  dealership_slug: "coastal-kia",
  address: {
    street: "95 Ferry Road",
    city: "Southport",
    state: "QLD",
    postcode: "4215",
    lat: -27.9766,
    long: 153.3985
  },
  phone: "07 5550 2021"
}

const upstream = {
  id: 4,
  name: "Metro Toyota Springwood",
  slug: "metro-toyota-springwood",
  location_type: "service-and-parts",
  location_subtype: "franchise",
  visible: false,
  primary: false,
  manufacturers: ["Toyota"],
  dealership_id: 101,
  dealership_slug: "metro-toyota",
  dealer_license_number: "3123456",
  motor_vehicle_repairer: "MVR 98765",
  address: {
    street: "3360 Pacific Highway",
    city: "Springwood",
    state: "QLD",
    postcode: "4127",
    lat: -27.6127,
    long: 153.1296,
    place_id: "ChIJabc123",
    place_url: "https://maps.example/place",
    map_key: "springwood"
  },
  contact_detail: {
    phone: "+61755501011",
    landline_phone: "07 5550 1000",
    opening_hours: [{ weekday: 1, status: "Open", formated_hours: "8:00am - 5:00pm", open: "08:00", close: "17:00" }]
  },
  image: { thumb: "https://img.example/thumb.jpg" },
  reviews: { average_rating: 4.7, count: 312 },
  average_rating: 4.6,
  review_count: 300
}

describe("Location", () => {
  it("decodes a stored tenant location, filling the new fields' defaults", () => {
    const location = decodeOrThrow(Location, stored, "location")
    expect(location.visible).toBe(true)
    expect(location.location_type).toBe("sales")
    expect(locationPhone(location)).toBe("07 5550 2021")
    expect(locationOpeningHours(location)).toEqual([])
    expect(locationRating(location)).toEqual({ averageRating: null, reviewCount: 0 })
  })

  it("decodes every field of the specification's location", () => {
    const location = decodeOrThrow(Location, upstream, "location")
    expect(location.visible).toBe(false)
    expect(location.address.place_id).toBe("ChIJabc123")
    expect(location.image?.thumb).toBe("https://img.example/thumb.jpg")
    expect(locationPhone(location)).toBe("+61755501011")
    expect(locationOpeningHours(location)[0]?.formated_hours).toBe("8:00am - 5:00pm")
    expect(locationRating(location)).toEqual({ averageRating: 4.7, reviewCount: 312 })
  })

  it("decodes an unknown type to other and a missing one to empty", () => {
    expect(decodeOrThrow(Location, { ...stored, location_type: "bodyshop" }, "location").location_type).toBe("other")
    const { location_type: _, primary: __, manufacturers: ___, ...minimal } = stored
    const location = decodeOrThrow(Location, minimal, "location")
    expect([location.location_type, location.primary, location.manufacturers]).toEqual(["", false, []])
  })

  it("falls back to the landline and reads top-level ratings", () => {
    const location = decodeOrThrow(
      Location,
      { ...upstream, phone: " ", contact_detail: { phone: "", landline_phone: "07 5550 1000" }, reviews: null },
      "location"
    )
    expect(locationPhone(location)).toBe("07 5550 1000")
    expect(locationRating(location)).toEqual({ averageRating: 4.6, reviewCount: 300 })
  })

  it("refuses a bad weekday, rating or postcode, naming the field", () => {
    const badHours = { ...upstream.contact_detail, opening_hours: [{ weekday: 7, status: "Open" }] }
    expect(() => decodeOrThrow(Location, { ...upstream, contact_detail: badHours }, "location")).toThrow(/weekday/)
    expect(() => decodeOrThrow(Location, { ...upstream, average_rating: 6 }, "location")).toThrow(/average_rating/)
    const badPostcode = { ...stored.address, postcode: "421" }
    expect(() => decodeOrThrow(Location, { ...stored, address: badPostcode }, "location")).toThrow(/postcode/)
  })
})
