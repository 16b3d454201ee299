import { describe, expect, it } from "vitest"
import { locationDirectionsUrl } from "./directions-url.ts"

const position = { lat: -27.9766, long: 153.3985, place_url: null, place_id: null }

describe("locationDirectionsUrl", () => {
  it("points Google Maps directions at the location's position", () => {
    expect(locationDirectionsUrl(position)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-27.9766%2C153.3985"
    )
  })

  it("names the place when upstream knows it", () => {
    expect(locationDirectionsUrl({ ...position, place_id: "ChIJ123" })).toContain("&destination_place_id=ChIJ123")
  })

  it("uses upstream's map page when it is a web address", () => {
    expect(locationDirectionsUrl({ ...position, place_url: " https://maps.google.com/?cid=42 " })).toBe(
      "https://maps.google.com/?cid=42"
    )
  })

  it.each(["javascript:alert(1)", "data:text/html,x", "//evil.example", ""])("never links %j", (place_url) => {
    expect(locationDirectionsUrl({ ...position, place_url })).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//)
  })
})
