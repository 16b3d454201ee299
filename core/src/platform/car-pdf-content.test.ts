import { describe, expect, it } from "vitest"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { carPdfContent } from "./car-pdf-content.ts"

const tenant = exampleTenant({
  locations: [
    {
      id: 4,
      name: "Example Motors Southport",
      slug: "southport",
      location_type: "sales",
      dealership_id: 40,
      dealership_slug: "example-southport",
      address: { street: "1 Ferry Rd", city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.4 },
      phone: "+61 7 5550 1234"
    }
  ]
})
const now = new Date("2026-03-01T00:00:00Z")

describe("carPdfContent", () => {
  it("prints the detail page's title, price, key facts and comments, the dealership and the disclaimer", () => {
    const content = carPdfContent(
      exampleCar({ location_id: 4, before_price: 55990, dealercomments: "One owner.", colour: "White" }),
      tenant,
      now
    )
    expect(content.title).toBe("2022 Toyota Hilux SR5 GUN126R")
    expect(content.price).toBe("$52,990")
    expect(content.wasPrice).toBe("$55,990")
    expect(content.soldNotice).toBeNull()
    expect(content.facts.slice(0, 2)).toEqual([
      { label: "Odometer", value: "45,120 km" },
      { label: "Transmission", value: "Automatic" }
    ])
    expect(content.comments).toBe("One owner.")
    expect(content.dealer).toEqual({
      name: "Example Motors Southport",
      address: "1 Ferry Rd, Southport QLD 4215",
      phone: "07 5550 1234"
    })
    expect(content.disclaimer).toBe(
      "Prices, specifications and availability are a guide only and may change without notice. Please confirm every detail with Example Motors before you buy."
    )
  })

  it("prints the sold notice and the no-price text of the page", () => {
    const content = carPdfContent(exampleCar({ status: "sold", price: 0 }), tenant, now)
    expect(content.soldNotice).toBe(
      "Unfortunately this car recently sold. But don't worry, we can help you find a similar car!"
    )
    expect(content.price).toBe("Enquire for price.")
  })

  it("prints the gallery's first four photos, in order", () => {
    const photos = [1, 2, 3, 4, 5].map((n) => ({ image_url: `https://cdn.example.com/${n}.jpg`, thumb_url: `https://cdn.example.com/${n}t.jpg` }))
    const content = carPdfContent(exampleCar({ images: photos }), tenant, now)
    expect(content.photoUrls).toEqual([1, 2, 3, 4].map((n) => `https://cdn.example.com/${n}.jpg`))
    expect(carPdfContent(exampleCar({ images: [] }), tenant, now).photoUrls).toEqual([])
  })
})
