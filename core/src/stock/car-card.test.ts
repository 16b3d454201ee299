import { describe, expect, it } from "vitest"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { carCard } from "./car-card.ts"

const tenant = exampleTenant({ texts: { noPrice: "Call us" } })
const car = exampleCar({ id: 7, price: 0, images: [{ image_url: "/a.jpg", thumb_url: null }] })
const now = new Date("2026-11-22T00:00:00Z")

describe("carCard", () => {
  it("gathers title, chips, price text, tag, buttons and link for the card", () => {
    const card = carCard(car, tenant, now)
    expect(card).toEqual({
      id: 7,
      href: "/cars/2022-toyota-hilux-sr5-t1234",
      title: "2022 Toyota Hilux SR5 GUN126R",
      imageUrl: "/a.jpg",
      placeholderImage: false,
      price: { kind: "none", text: "Call us" },
      tag: null,
      chips: ["Used", "Ute", "45,120 km", "Automatic", "Stock# T1234"],
      available: true,
      buttons: [
        { kind: "enquire", label: "Enquire", href: "/cars/2022-toyota-hilux-sr5-t1234#enquire", dialog: "enquire" },
        { kind: "finance", label: "Get Finance", href: "/finance?car_id=7#finance-form", dialog: null },
        { kind: "view-details", label: "View Details", href: "/cars/2022-toyota-hilux-sr5-t1234", dialog: null },
        {
          kind: "test-drive",
          label: "Book a Test Drive",
          href: "/cars/2022-toyota-hilux-sr5-t1234#test-drive",
          dialog: "test-drive"
        }
      ],
      marketBadge: null,
      favouriteVisible: true
    })
  })

  it("marks a sold car unavailable with the sold tag and only Find Me Something Similar", () => {
    const card = carCard({ ...car, status: "sold" }, tenant, now)
    expect(card.available).toBe(false)
    expect(card.tag?.text).toBe("JUST SOLD")
    expect(card.buttons.map((button) => button.label)).toEqual(["Find Me Something Similar"])
    expect(card.favouriteVisible).toBe(false)
  })

  it("shows the below-market badge on an available car priced well under the market", () => {
    const bargain = {
      ...car,
      price: 30_000,
      autograb_data: { average_market_price: 32_000, state_average_market_price: null }
    }
    expect(carCard(bargain, tenant, now).marketBadge).toEqual({
      basis: "national",
      average: 32_000,
      amount: 2_000,
      label: "Below Market Price",
      detail: "$2,000 below the national average market price"
    })
    expect(carCard({ ...bargain, status: "sold" }, tenant, now).marketBadge).toBeNull()
  })

  it("shows a car without photos by its placeholder picture: a motorcycle's, a caravan's, its body's", () => {
    const bare = { ...car, images: [], primary_image_url: null, colour: "Racing Blue" }
    const motorcycle = carCard({ ...bare, item_type: "motorcycle", simple_body: "Motorcycle", body: "Motorcycle" }, tenant, now)
    expect(motorcycle).toMatchObject({ imageUrl: "/images/placeholder/motorcycle.svg?colour=Racing%20Blue", placeholderImage: true })
    expect(carCard({ ...bare, item_type: "caravan", simple_body: "Caravan" }, tenant, now).imageUrl).toBe(
      "/images/placeholder/caravan.svg?colour=Racing%20Blue"
    )
    expect(carCard(bare, tenant, now).imageUrl).toBe("/images/placeholder/ute.svg?colour=Racing%20Blue")
  })
})
