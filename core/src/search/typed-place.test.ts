import { describe, expect, it } from "vitest"
import type { PlaceSuggestion } from "./geocoder.ts"
import { emptyLocationQuery, emptyStockQuery, type StockQuery } from "./stock-query.ts"
import { searchAtPlace, typedPlace } from "./typed-place.ts"

const typed: StockQuery = {
  ...emptyStockQuery,
  filters: { make: ["Kia"] },
  location: { ...emptyLocationQuery, userLocation: "4000", radiusKm: 100 },
  page: 2
}
const brisbane: PlaceSuggestion = {
  kind: "postcode",
  label: "Brisbane QLD 4000",
  lat: -27.47,
  lng: 153.02,
  postcode: "4000",
  state: "QLD"
}

describe("a place typed into the search's place box", () => {
  it("is placed only when the search has no point or location yet", () => {
    expect(typedPlace(typed)).toBe("4000")
    expect(typedPlace(searchAtPlace(typed, brisbane))).toBeNull()
    expect(typedPlace(emptyStockQuery)).toBeNull()
  })

  it("searches within the chosen radius of the place found, keeping the other filters", () => {
    expect(searchAtPlace(typed, brisbane)).toEqual({
      ...typed,
      location: { ...emptyLocationQuery, lat: -27.47, lng: 153.02, radiusKm: 100, userLocation: "Brisbane QLD 4000" },
      page: 1
    })
  })

  it("drops the place when none was found", () => {
    expect(searchAtPlace(typed, null).location).toEqual(emptyLocationQuery)
  })
})
