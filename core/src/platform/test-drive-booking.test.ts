import { describe, expect, it } from "vitest"
import { exampleTenant } from "../testing/examples.ts"
import { leadRoute } from "./lead-route.ts"
import { testDriveBooking } from "./test-drive-booking.ts"

const tenant = exampleTenant({
  locations: [
    {
      id: 11,
      name: "Springwood",
      slug: "springwood",
      location_type: "sales",
      dealership_id: 1,
      dealership_slug: "metro",
      address: { street: "1 Main St", city: "Springwood", state: "QLD", postcode: "4127", lat: -27.6, long: 153.1 },
      contact_detail: {
        phone: "07 5550 1011",
        opening_hours: [
          { weekday: 6, status: "Open", open: "09:15", close: "12:00" },
          { weekday: 0, status: "Closed" }
        ]
      }
    }
  ]
})
const springwood = tenant.locations[0] ?? null
// The slot is held where the lead is routed, as the lead submission books it.
const booked = (fields: Record<string, unknown>) => testDriveBooking(fields, leadRoute(fields, null, tenant.locations).location)

describe("testDriveBooking", () => {
  it("holds the opening-hours slot a time falls in, at the location chosen by id or slug", () => {
    // Saturday 6 June 2026 opens at 9:15, so its slots start at 9:15, 9:45, 10:15...
    expect(booked({ location: 11, preferred_date_time: "2026-06-06T10:15" })).toEqual({
      locationId: 11,
      startsAt: "2026-06-06T10:15"
    })
    expect(booked({ location: "springwood", preferred_date_time: "2026-06-06T10:40" })).toEqual({
      locationId: 11,
      startsAt: "2026-06-06T10:15"
    })
    expect(booked({ location: "11", preferred_date_time: "2026-06-06T09:15:00" })?.startsAt).toBe(
      "2026-06-06T09:15"
    )
  })

  it("holds the time itself outside opening hours", () => {
    expect(testDriveBooking({ preferred_date_time: "2026-06-07T10:10" }, springwood)?.startsAt).toBe(
      "2026-06-07T10:10"
    )
  })

  it("books nothing without a real time or a location", () => {
    expect(testDriveBooking({}, springwood)).toBeNull()
    expect(testDriveBooking({ preferred_date_time: "2026-06-06T10:00" }, null)).toBeNull()
    expect(testDriveBooking({ preferred_date_time: "2026-02-30T10:00" }, springwood)).toBeNull()
    expect(testDriveBooking({ preferred_date_time: "2026-06-06T25:00" }, springwood)).toBeNull()
    expect(testDriveBooking({ preferred_date_time: "soon" }, springwood)).toBeNull()
  })
})
