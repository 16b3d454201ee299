import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { resolveTenant } from "../tenant/resolve-tenant.ts"
import { TenantConfig } from "../tenant/tenant-config.ts"
import { Car } from "./car.ts"
import { carCard } from "./car-card.ts"

const tenant = resolveTenant(
  decodeOrThrow(TenantConfig, { id: 9, slug: "test-motors", name: "Test Motors", locations: [], texts: { noPrice: "Call us" } }, "tenant")
)
const car = decodeOrThrow(
  Car,
  {
    id: 7,
    slug: "2022-toyota-hilux-sr5-t1234",
    year: 2022,
    make: "Toyota",
    model: "Hilux",
    badge: "SR5",
    series: "GUN126R",
    car_type: "used",
    status: "in_stock",
    simple_body: "Ute",
    simple_transmission: "Automatic",
    stocknum: "T1234",
    price: 0,
    km: 45120,
    created_at: "2026-01-01T00:00:00Z",
    images: [{ image_url: "/a.jpg", thumb_url: null }]
  },
  "car"
)

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
