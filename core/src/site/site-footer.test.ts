import { describe, expect, it } from "vitest"
import { exampleTenant } from "../testing/examples.ts"
import { siteFooter } from "./site-footer.ts"

const week = [
  { weekday: 0, status: "Closed" },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" })),
  { weekday: 6, status: "Open", open: "09:00", close: "12:00" }
]

const location = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Coastal Kia ${id}`,
  slug: `coastal-kia-${id}`,
  location_type: "sales",
  dealership_id: 1,
  dealership_slug: "coastal-kia",
  address: { street: `${id} Ferry Road`, city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.4 },
  phone: `07 5550 20${id}`,
  contact_detail: { opening_hours: week },
  ...overrides
})

const tenant = (overrides: Record<string, unknown> = {}) =>
  exampleTenant({
    name: "Coastal Kia",
    locations: [location(21, { dealer_license_number: "3420931" }), location(22)],
    ...overrides
  })

// Monday 1 June 2026, 10:30am in Brisbane.
const monday = new Date("2026-06-01T00:30:00Z")

describe("siteFooter", () => {
  it("lists each location with its address, today's hours on its own clock, its phone and licence", () => {
    const [first] = siteFooter(tenant(), monday).locations
    expect(first).toEqual({
      id: 21,
      name: "Coastal Kia 21",
      href: "/locations/coastal-kia-21",
      addressLines: ["21 Ferry Road", "Southport QLD 4215"],
      today: { text: "Open today 8:30am - 5:30pm", closed: false },
      phones: [{ number: "07 5550 2021", telHref: "tel:0755502021", label: "Phone 07 5550 2021" }],
      licences: ["Dealer Licence 3420931"]
    })
  })

  it("reads today as the location's own date: Sunday in Brisbane while it is still Saturday in UTC", () => {
    const sundayMorning = new Date("2026-05-30T23:00:00Z")
    expect(siteFooter(tenant(), sundayMorning).locations[0]?.today).toEqual({ text: "Closed today", closed: true })
  })

  it("lets holiday hours decide the day", () => {
    const christmasEve = new Date("2026-12-24T01:00:00Z")
    const special_hours = [
      { date: "2026-12-24", location_id: 21, status: "Open", start_hour: "00:00", end_hour: "04:00" },
      { date: "2026-12-24", location_id: 22, status: "Closed" }
    ]
    const [first, second] = siteFooter(tenant({ special_hours }), christmasEve).locations
    expect(first?.today?.text).toBe("Open today 10:00am - 2:00pm")
    expect(second?.today).toEqual({ text: "Closed today", closed: true })
  })

  it("shows no hours for a location that gives none, rather than calling it closed", () => {
    const noHours = tenant({ locations: [location(23, { contact_detail: null })] })
    expect(siteFooter(noHours, monday).locations[0]?.today).toBeNull()
  })

  it("adds a landline that differs from the main number, and a repairer licence", () => {
    const withLandline = tenant({
      locations: [
        location(24, {
          contact_detail: { phone: "0412 345 678", landline_phone: "07 5550 2024", opening_hours: week },
          motor_vehicle_repairer: "MVRL45678"
        })
      ]
    })
    const [only] = siteFooter(withLandline, monday).locations
    expect(only?.phones.map((phone) => phone.label)).toEqual(["Phone 0412 345 678", "Landline 07 5550 2024"])
    expect(only?.licences).toEqual(["Motor Vehicle Repairer Licence MVRL45678"])
  })

  it("leaves out hidden locations and second entries for one site", () => {
    const locations = [location(21), location(22, { address: location(21).address }), location(25, { visible: false })]
    expect(siteFooter(tenant({ locations }), monday).locations.map((entry) => entry.id)).toEqual([21])
  })

  it("names the business behind a trading name, and its ABN", () => {
    const business = { legal_name: "Gold Coast Motors Pty Ltd", abn: "12345678901" }
    expect(siteFooter(tenant({ business }), monday).business).toEqual(["Gold Coast Motors Pty Ltd", "ABN 12 345 678 901"])
    expect(siteFooter(tenant({ business: { legal_name: "Coastal Kia" } }), monday).business).toEqual([])
    expect(siteFooter(tenant(), monday).business).toEqual([])
  })

  it("takes every word from the texts", () => {
    const view = siteFooter(tenant({ texts: { frameFooterOpenToday: "Today: {hours}", frameFooterLocationsLabel: "Visit us" } }), monday)
    expect(view.locationsLabel).toBe("Visit us")
    expect(view.locations[0]?.today?.text).toBe("Today: 8:30am - 5:30pm")
  })
})
