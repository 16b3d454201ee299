import { describe, expect, it } from "vitest"
import { Location } from "../locations/location.ts"
import { decodeOrThrow } from "../shared/decode.ts"
import { dealershipPlaces } from "./dealership-places.ts"
import { locatorRequest } from "./locator-request.ts"

describe("locatorRequest", () => {
  it("reads the text, an offered radius and the chosen point", () => {
    expect(locatorRequest(new URLSearchParams("q=+Brisbane+QLD+4000+&radius=25&lat=-27.47&lng=153.02"))).toEqual({
      text: "Brisbane QLD 4000",
      radiusKm: 25,
      point: { lat: -27.47, long: 153.02 }
    })
  })

  it("defaults to 50 km and no point when the query says nothing usable", () => {
    expect(locatorRequest(new URLSearchParams("radius=33&lat=100&lng=153"))).toEqual({ text: "", radiusKm: 50, point: null })
    expect(locatorRequest(new URLSearchParams("q=4000&lat=-27.4")).point).toBeNull()
  })
})

describe("dealershipPlaces", () => {
  it("offers the visible locations by name with their points", () => {
    const location = (id: number, visible: boolean) =>
      decodeOrThrow(
        Location,
        {
          id,
          name: `Dealer ${id}`,
          slug: `dealer-${id}`,
          visible,
          dealership_id: 7,
          dealership_slug: "dealer",
          address: { city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.4 }
        },
        "location"
      )
    expect(dealershipPlaces([location(1, true), location(2, false)])).toEqual([
      { name: "Dealer 1", locationId: 1, dealershipId: 7, slug: "dealer-1", lat: -27.97, lng: 153.4 }
    ])
  })
})
