import { describe, expect, it } from "vitest"
import { emptyResultFacets } from "../search/stock-result.ts"
import type { Car } from "../stock/car.ts"
import type { TenantConfig } from "../tenant/tenant-config.ts"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { homePageView, homeStockRequests, type HomePageInput } from "./home-page.ts"
import { shownHomeSections } from "./home-sections.ts"

const now = new Date("2026-11-23T01:00:00Z") // Monday 11am in Brisbane
const overview = { total: 0, facets: emptyResultFacets }
const running = { id: "spring-sale", title: "Spring Sale", summary: "Save on every SUV.", image: "/promos/spring-sale.svg" }
const ended = { id: "eofy-sale", title: "EOFY Sale", expiry: "2025-06-15T16:00:00+10:00" }

function page(config: Partial<typeof TenantConfig.Encoded>, extra: Partial<HomePageInput> = {}) {
  const tenant = exampleTenant(config)
  return homePageView({
    tenant,
    sections: shownHomeSections(tenant.home.sections),
    now,
    themeHeroImage: null,
    overview,
    hits: {},
    ...extra
  })
}
const types = (view: ReturnType<typeof page>) => view.sections.map((section) => section.type)

describe("home page", () => {
  it("shows a tenant that names nothing the default order, leaving out what it has nothing for", () => {
    // No offers, no cars, no brand tiles, no claims, no locations: a hero, the search and the quick links.
    expect(types(page({}))).toEqual(["hero", "quick_search", "feature_tiles"])
    expect(page({}).title).toBe("Example Motors")
  })

  it("leads with the promo slider while an offer runs, and with the hero otherwise", () => {
    const withOffer = page({ promotions: { offers: [running, ended] } })
    expect(types(withOffer).slice(0, 2)).toEqual(["promo_slider", "quick_search"])
    const slider = withOffer.sections[0]
    expect(slider?.type === "promo_slider" && slider.slider.slides.map((slide) => [slide.id, slide.image?.src])).toEqual([
      ["spring-sale", "/promos/spring-sale.svg"]
    ])
    expect(types(page({ promotions: { offers: [ended] } }))[0]).toBe("hero")
  })

  it("keeps the tenant's order and leaves out the sections it switches off", () => {
    const view = page({
      promotions: { book_service_banner: true, sales_counter: true },
      home: {
        sections: [
          { type: "sales_counter" },
          { type: "feature_tiles", enabled: false },
          { type: "service_banner" },
          { type: "quick_search", fields: ["keyword"] }
        ]
      }
    })
    expect(types(view)).toEqual(["sales_counter", "service_banner", "quick_search"])
    expect(view.sections.map((section) => section.key)).toEqual(["sales_counter-0", "service_banner-2", "quick_search-3"])
  })

  it("fills the hero from its section, else the theme's image and the tenant's texts", () => {
    const hero = (config: Partial<typeof TenantConfig.Encoded>, themeHeroImage: string | null) => {
      const section = page(config, { themeHeroImage }).sections[0]
      return section?.type === "hero" ? section.hero : null
    }
    expect(hero({}, "/heroes/theme.svg")).toEqual({
      heading: "Find your next car at Example Motors",
      text: null,
      image: { src: "/heroes/theme.svg", alt: "" },
      cta: { label: "Browse Our Stock", href: "/search/new-used-and-demo-cars" }
    })
    const own = hero(
      { home: { sections: [{ type: "hero", image: "/heroes/own.svg", heading: "Caravans for every road", cta_href: "/search/caravan" }] } },
      "/heroes/theme.svg"
    )
    expect(own?.image?.src).toBe("/heroes/own.svg")
    expect(own?.heading).toBe("Caravans for every road")
    expect(own?.cta.href).toBe("/search/caravan")
    expect(hero({}, null)?.image).toBeNull()
  })

  it("shows a group's claims and brand tiles, and neither on a single site", () => {
    const group = {
      promotions: { group_site_claims: true },
      site: { brand_tiles: [{ title: "Kia", slug: "kia", logo_src: "", kind: "car" as const }] },
      home: { sections: [{ type: "group_claims" as const }, { type: "brand_tiles" as const }] }
    }
    const view = page(group)
    const [claims, brands] = view.sections
    expect(claims?.type === "group_claims" && claims.claims.claims.map((claim) => claim.figure)).toEqual(["50+", "40+", "30+"])
    expect(brands?.type === "brand_tiles" && brands.brands.sections[0]?.tiles[0]?.href).toBe("/kia/overview")
    expect(types(page({ home: group.home }))).toEqual([])
  })

  it("fills the stock rows from their searches, each car in one row only", () => {
    const cars = (ids: ReadonlyArray<number>, extra: Partial<typeof Car.Encoded> = {}) =>
      ids.map((id) =>
        exampleCar({
          id,
          slug: `car-${id}`,
          primary_image_url: `/images/cars/${id}.jpg`,
          created_at: `2026-11-${String(id).padStart(2, "0")}T00:00:00Z`,
          ...extra
        })
      )
    const config = {
      home: {
        sections: [
          { type: "featured_stock" as const, limit: 2 },
          { type: "new_arrivals" as const, limit: 2, heading: "Just In" },
          { type: "offers" as const }
        ]
      }
    }
    const tenant = exampleTenant(config)
    const sections = shownHomeSections(tenant.home.sections)
    expect(homeStockRequests(sections, []).map((request) => request.key)).toEqual(["featured_stock-0", "new_arrivals-1"])
    const view = page(config, {
      hits: { "featured_stock-0": cars([5, 9, 7]), "new_arrivals-1": cars([9, 8, 7, 6]) }
    })
    const rows = view.sections.flatMap((section) =>
      section.type === "featured_stock" || section.type === "new_arrivals" ? [[section.stock.heading, section.stock.cards.map((card) => card.id)]] : []
    )
    expect(rows).toEqual([
      ["Featured Stock", [5, 9]],
      ["Just In", [8, 7]]
    ])
    // No car carries an offer tag: the offers row is not searched and not shown.
    expect(types(view)).toEqual(["featured_stock", "new_arrivals"])
  })
})
