import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { exampleLocation } from "../testing/examples.ts"
import { carMapPin } from "./car-map-pin.ts"

const none = { location_id: null, dealership_id: null, location: null, state: null }

describe("carMapPin", () => {
  it("pins the car at its own location, as close as maps go, named for the map's label", () => {
    const locations = [exampleLocation(1, 10, { primary: true }), exampleLocation(2, 20)]
    const pin = carMapPin({ ...none, location_id: 2 }, locations, defaultTexts)
    const { lat, long } = locations[1]!.address
    expect(pin).toEqual({ id: 2, name: "Location 2", lat, lng: long, zoom: 15, label: "Map of Location 2" })
  })

  it("falls back to the dealership's location, then the primary one, and gives no pin without locations", () => {
    const locations = [exampleLocation(1, 10), exampleLocation(2, 20, { primary: true }), exampleLocation(3, 30)]
    expect(carMapPin({ ...none, dealership_id: 30 }, locations, defaultTexts)?.id).toBe(3)
    expect(carMapPin(none, locations, defaultTexts)?.id).toBe(2)
    expect(carMapPin(none, [], defaultTexts)).toBeNull()
  })

  it("labels the map with the tenant's text", () => {
    const texts = { ...defaultTexts, locationMapLabel: "Find {name}" }
    expect(carMapPin(none, [exampleLocation(1, 10)], texts)?.label).toBe("Find Location 1")
  })
})
