import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import {
  dealershipPickerFields,
  dealershipsNearPlace,
  PLACE_PICKER,
  validateDealershipPicker
} from "./dealership-picker.ts"

const yard = (id: number, lat: number, long: number) => ({
  id,
  name: `Yard ${id}`,
  dealership_id: 100 + id,
  dealership_slug: `yard-${id}`,
  address: { lat, long }
})
const brisbane = { lat: -27.4698, long: 153.0251 }

describe("dealershipsNearPlace", () => {
  it("offers at most 5 dealerships, within 250 km, nearest first", () => {
    // One yard every 0.3° of latitude south of Brisbane: about 33 km apart.
    const yards = [9, 8, 7, 6, 5, 4, 3, 2, 1].map((step) => yard(step, brisbane.lat - 0.3 * step, brisbane.long))
    const offered = dealershipsNearPlace(yards, brisbane)
    expect(PLACE_PICKER.radiusKm).toBe(250)
    expect(PLACE_PICKER.maxDealerships).toBe(5)
    expect(offered.map((hit) => hit.location.id)).toEqual([1, 2, 3, 4, 5])
  })

  it("offers nothing beyond 250 km", () => {
    const offered = dealershipsNearPlace([yard(1, -29.7, 153.0), yard(2, -29.8, 153.0)], brisbane)
    // -29.7 is about 248 km south; -29.8 about 259 km.
    expect(offered.map((hit) => hit.location.id)).toEqual([1])
  })
})

describe("dealership picker fields", () => {
  it("fills the four form fields from a location", () => {
    expect(dealershipPickerFields(yard(3, 0, 0))).toEqual({
      dealership_name: "Yard 3",
      location_id: 3,
      dealership_id: 103,
      dealership_slug: "yard-3"
    })
  })

  it("is required, with the spec's message", () => {
    const required = { valid: false, message: "*Please select a dealership location" }
    expect(validateDealershipPicker(null, defaultTexts)).toEqual(required)
    expect(validateDealershipPicker({ dealership_name: "Yard 3" }, defaultTexts)).toEqual(required)
    const fields = dealershipPickerFields(yard(3, 0, 0))
    expect(validateDealershipPicker(fields, defaultTexts)).toEqual({ valid: true, fields })
  })
})
