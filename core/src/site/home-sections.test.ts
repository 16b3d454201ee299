import { describe, expect, it } from "vitest"
import { decodeOrThrow, decodeResult } from "../shared/decode.ts"
import { exampleTenant } from "../testing/examples.ts"
import { DEFAULT_HOME_SECTIONS, HomeSettings, shownHomeSections } from "./home-sections.ts"

const decode = (input: unknown) => decodeOrThrow(HomeSettings, input, "home")

describe("home sections", () => {
  it("gives a tenant that names none the default order, every section on", () => {
    const sections = exampleTenant().home.sections
    expect(sections.map((section) => section.type)).toEqual(DEFAULT_HOME_SECTIONS.map((section) => section.type))
    expect(sections.every((section) => section.enabled)).toBe(true)
    expect(shownHomeSections(sections)[0]).toMatchObject({ type: "promo_slider", key: "promo_slider-0" })
  })

  it("keeps the tenant's order and drops the sections it switches off", () => {
    const { sections } = decode({
      sections: [{ type: "locations" }, { type: "hero", enabled: false }, { type: "quick_search" }, { type: "feature_tiles" }]
    })
    expect(shownHomeSections(sections).map((section) => section.key)).toEqual(["locations-0", "quick_search-2", "feature_tiles-3"])
  })

  it("fills each section's own defaults", () => {
    const [search, featured, locations] = decode({
      sections: [{ type: "quick_search" }, { type: "featured_stock" }, { type: "locations" }]
    }).sections
    expect(search).toEqual({ type: "quick_search", enabled: true, fields: ["keyword", "make", "model", "price", "condition"] })
    expect(featured).toEqual({ type: "featured_stock", enabled: true, filters: {}, limit: 4 })
    expect(locations).toEqual({ type: "locations", enabled: true, location_types: [] })
  })

  it("lets a type appear twice, each keyed by its place", () => {
    const { sections } = decode({
      sections: [
        { type: "featured_stock", heading: "Featured Caravans", filters: { item_type: ["caravan"] } },
        { type: "featured_stock", heading: "Featured Motorcycles", filters: { item_type: ["motorcycle"] }, limit: 3 }
      ]
    })
    expect(shownHomeSections(sections).map((section) => section.key)).toEqual(["featured_stock-0", "featured_stock-1"])
  })

  it("refuses an unknown section type, a bad quick search field and a limit out of range", () => {
    for (const bad of [
      { sections: [{ type: "carousel" }] },
      { sections: [{ type: "quick_search", fields: ["colour"] }] },
      { sections: [{ type: "new_arrivals", limit: 40 }] },
      { sections: [{ type: "hero", cta_href: "javascript:alert(1)" }] }
    ]) {
      expect(decodeResult(HomeSettings, bad, "home")._tag, JSON.stringify(bad)).toBe("Failure")
    }
  })
})
