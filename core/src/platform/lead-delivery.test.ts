import { describe, expect, it } from "vitest"
import { exampleLocation } from "../testing/examples.ts"
import { carTimeZone } from "./car-dealer-location.ts"
import { isLeadDeliveryDue } from "./lead-delivery.ts"

const location = (id: number, dealershipId: number, state: string, extra: Record<string, unknown> = {}) =>
  exampleLocation(id, dealershipId, {
    address: { city: "Somewhere", state, postcode: "2000", lat: -33.8, long: 151.2 },
    phone: `07 5550 10${id}`,
    ...extra
  })
const locations = [location(11, 101, "QLD", { primary: true }), location(13, 103, "NSW"), location(15, 105, "VIC")]

describe("isLeadDeliveryDue", () => {
  it("delivers a new lead, and again when a later step completes it", () => {
    expect(isLeadDeliveryDue(null, { status: "incomplete", spam: false })).toBe(true)
    expect(isLeadDeliveryDue({ status: "incomplete" }, { status: "incomplete", spam: false })).toBe(false)
    expect(isLeadDeliveryDue({ status: "incomplete" }, { status: "complete", spam: false })).toBe(true)
    expect(isLeadDeliveryDue({ status: "complete" }, { status: "complete", spam: false })).toBe(false)
  })

  it("never delivers a filled honeypot", () => {
    expect(isLeadDeliveryDue(null, { status: "complete", spam: true })).toBe(false)
    expect(isLeadDeliveryDue({ status: "incomplete" }, { status: "complete", spam: true })).toBe(false)
  })
})

describe("carTimeZone", () => {
  it("reads the state of the car's location, else of the tenant location, else the default state", () => {
    const none = { location_id: null, dealership_id: null, location: null, state: null }
    expect(carTimeZone({ ...none, location: { id: 1, name: "x", address: { state: "WA" } } }, locations, "qld")).toBe(
      "Australia/Perth"
    )
    expect(carTimeZone({ ...none, state: "SA" }, locations, "qld")).toBe("Australia/Adelaide")
    expect(carTimeZone({ ...none, location_id: 15 }, locations, "qld")).toBe("Australia/Melbourne")
    expect(carTimeZone(none, [], "nsw")).toBe("Australia/Sydney")
  })
})
