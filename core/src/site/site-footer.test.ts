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

describe("siteFooter", () => {
  it("lists each location as a directory line: its page, its address on one line, its phone and licence", () => {
    const [first] = siteFooter(tenant()).locations
    expect(first).toEqual({
      id: 21,
      name: "Coastal Kia 21",
      href: "/locations/coastal-kia-21",
      address: "21 Ferry Road, Southport QLD 4215",
      phones: [{ number: "07 5550 2021", telHref: "tel:0755502021", label: "Phone 07 5550 2021" }],
      licences: ["Dealer Licence 3420931"]
    })
  })

  it("leaves today's hours to the home page's locations and the location pages, so no page shows them twice", () => {
    const christmasEve = { special_hours: [{ date: "2026-12-24", location_id: 21, status: "Closed" }] }
    const [first] = siteFooter(tenant(christmasEve)).locations
    expect(Object.keys(first ?? {}).sort()).toEqual(["address", "href", "id", "licences", "name", "phones"])
    expect(JSON.stringify(siteFooter(tenant()))).not.toMatch(/today|closed|\d:\d\d(am|pm)/i)
  })

  it("writes an address without a street as its town alone", () => {
    const noStreet = tenant({ locations: [location(23, { address: { ...location(23).address, street: " " } })] })
    expect(siteFooter(noStreet).locations[0]?.address).toBe("Southport QLD 4215")
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
    const [only] = siteFooter(withLandline).locations
    expect(only?.phones.map((phone) => phone.label)).toEqual(["Phone 0412 345 678", "Landline 07 5550 2024"])
    expect(only?.licences).toEqual(["Motor Vehicle Repairer Licence MVRL45678"])
  })

  it("leaves out hidden locations and second entries for one site", () => {
    const locations = [location(21), location(22, { address: location(21).address }), location(25, { visible: false })]
    expect(siteFooter(tenant({ locations })).locations.map((entry) => entry.id)).toEqual([21])
  })

  it("names the business behind a trading name, and its ABN", () => {
    const business = { legal_name: "Gold Coast Motors Pty Ltd", abn: "12345678901" }
    expect(siteFooter(tenant({ business })).business).toEqual(["Gold Coast Motors Pty Ltd", "ABN 12 345 678 901"])
    expect(siteFooter(tenant({ business: { legal_name: "Coastal Kia" } })).business).toEqual([])
    expect(siteFooter(tenant()).business).toEqual([])
  })

  it("takes every word from the texts", () => {
    const view = siteFooter(tenant({ texts: { frameFooterPhone: "Call {phone}", frameFooterLocationsLabel: "Visit us" } }))
    expect(view.locationsLabel).toBe("Visit us")
    expect(view.locations[0]?.phones[0]?.label).toBe("Call 07 5550 2021")
  })
})
