import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { deliveryEstimate, deliveryPriceFor } from "./delivery-estimate.ts"
import { defaultDeliveryZones, DeliveryZone } from "./delivery-zone.ts"
import { POSTCODE_MAX_LENGTH, validatePostcode } from "./postcode.ts"
import { LocationsSettings } from "./settings.ts"

const noEstimate =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."

describe("validatePostcode", () => {
  it("requires a postcode of exactly 4 digits", () => {
    expect(POSTCODE_MAX_LENGTH).toBe(4)
    expect(validatePostcode("4215", defaultTexts)).toEqual({ valid: true, postcode: "4215" })
    expect(validatePostcode(" 0800 ", defaultTexts)).toEqual({ valid: true, postcode: "0800" })
    expect(validatePostcode("", defaultTexts)).toEqual({ valid: false, message: "Please enter a postcode." })
    expect(validatePostcode(null, defaultTexts)).toEqual({ valid: false, message: "Please enter a postcode." })
    for (const bad of ["421", "42150", "42a5", "4 215", "-421"]) {
      expect(validatePostcode(bad, defaultTexts)).toEqual({
        valid: false,
        message: "Invalid postcode. Please enter a 4-digit number."
      })
    }
  })
})

describe("deliveryPriceFor", () => {
  const zones = [
    { up_to_km: 300, price: 500, name: "Regional" },
    { up_to_km: 40, price: 0, name: "Local" }
  ]

  it("picks the nearest band that reaches the distance, whatever the order of the table", () => {
    expect(deliveryPriceFor(0, zones, defaultTexts)).toEqual({ found: true, price: 0, name: "Local" })
    expect(deliveryPriceFor(40, zones, defaultTexts)).toEqual({ found: true, price: 0, name: "Local" })
    expect(deliveryPriceFor(40.1, zones, defaultTexts)).toEqual({ found: true, price: 500, name: "Regional" })
  })

  it("answers the no-estimate message beyond the last band, for no bands, and for a nonsense distance", () => {
    const none = { found: false, reason: "no-estimate", message: noEstimate }
    expect(deliveryPriceFor(300.5, zones, defaultTexts)).toEqual(none)
    expect(deliveryPriceFor(10, [], defaultTexts)).toEqual(none)
    expect(deliveryPriceFor(-1, zones, defaultTexts)).toEqual(none)
    expect(deliveryPriceFor(Number.NaN, zones, defaultTexts)).toEqual(none)
    expect(deliveryPriceFor(Number.POSITIVE_INFINITY, zones, defaultTexts)).toEqual(none)
  })

  it("reaches anywhere in Australia with the default table", () => {
    expect(defaultDeliveryZones.map((zone) => zone.up_to_km)).toEqual([50, 200, 1000, 4500])
    // Cape York to Hobart, about 3,450 km, still has a price.
    const capeYorkToHobart = deliveryEstimate(
      {
        destination: { lat: -42.8821, long: 147.3272 },
        origin: { lat: -10.6872, long: 142.5315 },
        zones: defaultDeliveryZones
      },
      defaultTexts
    )
    expect(capeYorkToHobart).toEqual({ found: true, price: 1790, name: "Long Distance" })
  })

  it("decodes tenant zones and defaults the settings to the default table", () => {
    expect(() => decodeOrThrow(DeliveryZone, { up_to_km: 0, price: 10, name: "x" }, "zone")).toThrow(/up_to_km/)
    expect(decodeOrThrow(LocationsSettings, {}, "locator").delivery_zones).toEqual(defaultDeliveryZones)
  })
})

describe("deliveryEstimate", () => {
  const southport = { lat: -27.9766, long: 153.3985 }

  it("answers Invalid postcode when the geocoder found nothing", () => {
    expect(
      deliveryEstimate({ destination: null, origin: southport, zones: defaultDeliveryZones }, defaultTexts)
    ).toEqual({
      found: false,
      reason: "postcode-not-found",
      message: "Invalid postcode"
    })
  })

  it("prices by great-circle distance from the car", () => {
    const brisbane = { lat: -27.4698, long: 153.0251 } // about 67 km from Southport
    expect(
      deliveryEstimate({ destination: brisbane, origin: southport, zones: defaultDeliveryZones }, defaultTexts)
    ).toEqual({
      found: true,
      price: 349,
      name: "Regional"
    })
  })
})
