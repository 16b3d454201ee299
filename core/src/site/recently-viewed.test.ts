import { describe, expect, it } from "vitest"
import { recentlyViewedItems } from "./recently-viewed.ts"

describe("recentlyViewedItems", () => {
  it("lists the newest view first, linking to a search for its stock number", () => {
    const items = recentlyViewedItems([
      { id: 1, stocknum: "T1234", make: "Toyota", model: "Hilux", body: "Dual Cab", simple_body: "Ute" },
      { id: 2, stocknum: null, make: "Mazda", model: "CX-5", body: null, simple_body: null }
    ])
    expect(items).toEqual([
      { id: 2, label: "Mazda CX-5", href: null },
      { id: 1, label: "Toyota Hilux Ute", href: "/search/new-used-and-demo-cars?query=T1234" }
    ])
  })

  it("links an entry stored with its slug to the car's page", () => {
    const items = recentlyViewedItems([
      { id: 3, stocknum: "K9", make: "Kia", model: "EV6", body: null, simple_body: "SUV", slug: "2024-kia-ev6-gt-line-k9" }
    ])
    expect(items).toEqual([{ id: 3, label: "Kia EV6 SUV", href: "/cars/2024-kia-ev6-gt-line-k9" }])
  })
})
