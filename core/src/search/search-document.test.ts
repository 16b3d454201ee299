import { describe, expect, it } from "vitest"
import { exampleCar } from "../testing/examples.ts"
import { customRank } from "./custom-rank.ts"
import { searchDocument } from "./search-document.ts"

describe("the search document of a car", () => {
  const car = exampleCar({
    colour: "Crystal Pearl",
    vin: "MR0FB3CD100123456",
    seats: 5,
    location_id: 11,
    dealership_id: 101,
    location: { id: 11, name: "Metro Toyota Springwood", city: "Springwood", state: "QLD" },
    created_at: "2026-10-01T10:00:00Z",
    photos_count: 12
  })
  const doc = searchDocument(car)

  it("reads the facet attributes of section 3, preferring the simple classifications", () => {
    expect(doc.values).toMatchObject({
      make: ["Toyota"],
      model: ["Hilux"],
      make_model: ["Toyota Hilux"],
      badge: ["SR5"],
      car_type: ["used"],
      status: ["in_stock"],
      body: ["Ute"],
      transmission: ["Automatic"],
      seats: ["5"],
      state: ["QLD"],
      city: ["Springwood"],
      location_name: ["Metro Toyota Springwood"],
      certified: ["false"],
      year: ["2022"],
      price_range: ["50000-55000"],
      categories: [],
      dealership_name: []
    })
  })

  it("keeps the numbers ranges and sorts use", () => {
    expect(doc.numbers).toEqual({
      price: 52990,
      subscription_price: null,
      weekly_price: null,
      year: 2022,
      km: 45120,
      created_at_timestamp: Date.parse("2026-10-01T10:00:00Z") / 1000
    })
    expect([doc.locationId, doc.dealershipId, doc.sortPrice, doc.hasPositivePrice]).toEqual([11, 101, 52990, true])
  })

  it("files the words of year, make, model, badge, series and colour, and the identifiers apart", () => {
    expect(doc.words).toEqual(["2022", "toyota", "hilux", "sr5", "gun126r", "crystal", "pearl", "crystalpearl"])
    expect(doc.codes).toEqual(["t1234", "mr0fb3cd100123456"])
    expect(doc.identifiers).toEqual(["t1234", "mr0fb3cd100123456"])
  })

  it("takes the feed's own index attributes when it sends them", () => {
    const fed = searchDocument(
      exampleCar({
        make_model: "Toyota|Hilux",
        custom_rank: 42,
        created_at_timestamp: 1_700_000_000,
        categories: ["4x4", " 4x4 ", "Family"],
        youxQuote: { weeklyRepaymentAmount: 189 }
      })
    )
    expect(fed.values.make_model).toEqual(["Toyota|Hilux"])
    expect(fed.values.categories).toEqual(["4x4", "Family"])
    expect(fed.values.weekly_price_range).toEqual(["150-200"])
    expect([fed.customRank, fed.numbers.created_at_timestamp, fed.numbers.weekly_price]).toEqual([
      42, 1_700_000_000, 189
    ])
  })

  it("gives a car without a real price no price band, and an impossible date no timestamp", () => {
    const unpriced = searchDocument(exampleCar({ price: 0, created_at: "2026-02-30T00:00:00Z" }))
    expect(unpriced.values.price_range).toEqual([])
    expect(unpriced.numbers.created_at_timestamp).toBeNull()
    expect(unpriced.hasPositivePrice).toBe(false)
  })
})

describe("custom rank", () => {
  it("puts complete, buyable listings first when the feed sends no rank", () => {
    const base = { price: 30_990, offer_price: null }
    expect(customRank({ ...base, status: "in_stock", photos_count: 3 })).toBe(7)
    expect(customRank({ ...base, status: "in_stock", photos_count: 0 })).toBe(5)
    expect(customRank({ ...base, status: "coming_soon", price: 0, images: [] })).toBe(4)
    expect(customRank({ ...base, status: "sold", primary_image_url: "/a.jpg" })).toBe(3)
    expect(customRank({ ...base, status: "sold", custom_rank: 99 })).toBe(99)
  })
})
