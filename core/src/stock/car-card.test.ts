import { describe, expect, it } from "vitest"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { carCard } from "./car-card.ts"

const tenant = exampleTenant({ texts: { noPrice: "Call us" } })
const car = exampleCar({ id: 7, price: 0, images: [{ image_url: "/a.jpg", thumb_url: null }] })

describe("carCard", () => {
  it("gathers title, chips, price text, tag and link for the card", () => {
    const card = carCard(car, tenant, new Date("2026-11-22T00:00:00Z"))
    expect(card).toEqual({
      id: 7,
      href: "/cars/2022-toyota-hilux-sr5-t1234",
      title: "2022 Toyota Hilux SR5 GUN126R",
      imageUrl: "/a.jpg",
      price: { kind: "none", text: "Call us" },
      tag: null,
      chips: ["Used", "Ute", "45,120 km", "Automatic", "Stock# T1234"],
      available: true
    })
  })

  it("marks a sold car unavailable with the sold tag", () => {
    const card = carCard({ ...car, status: "sold" }, tenant, new Date())
    expect(card.available).toBe(false)
    expect(card.tag?.text).toBe("JUST SOLD")
  })
})
