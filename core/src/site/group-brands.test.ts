import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { resolveTenant } from "../tenant/resolve-tenant.ts"
import { TenantConfig } from "../tenant/tenant-config.ts"
import { brandOverview, groupBrandsPage, groupBrandTile } from "./group-brands.ts"
import { groupFixedPage } from "./group-fixed-pages.ts"

const location = (id: number, location_type: string, manufacturers: ReadonlyArray<string>) => ({
  id,
  name: `Location ${id}`,
  slug: `location-${id}`,
  location_type,
  manufacturers,
  dealership_id: 1,
  dealership_slug: "dealer",
  address: { street: `${id} Main Street`, city: "Penrith", state: "NSW", postcode: "2750", lat: -33.7, long: 150.6 },
  phone: "02 5550 1000"
})

const group = (extra: object = {}) =>
  resolveTenant(
    decodeOrThrow(
      TenantConfig,
      {
        id: 9,
        slug: "group",
        name: "Group Motors",
        locations: [location(1, "sales", ["Kia", "MG"]), location(2, "service", ["Kia"]), location(3, "sales", ["Ford"])],
        promotions: { group_site_claims: true },
        site: {
          brand_tiles: [
            { title: "Kia", slug: "kia", logo_src: "/logos/kia.svg", description: "Seven-year warranty." },
            { title: "Big Rigs", slug: "https://rigs.example", logo_src: "", kind: "truck" },
            { title: "TWG Cars", slug: "/twg-cars", logo_src: "", kind: "group" },
            { title: "Ducati", slug: "ducati", logo_src: "", kind: "motorcycle" },
            { title: "Land Rover", slug: "land-rover", logo_src: "", make: "Land Rover" }
          ],
          fixed_pages: [{ path: "/twg-cars", title: "TWG Cars", paragraphs: ["Used cars."] }]
        },
        ...extra
      },
      "tenant"
    )
  )

describe("groupBrandTile", () => {
  it("leads to the overview page, or to the tile's own address when it skips the page", () => {
    expect(groupBrandTile({ title: "Kia", slug: "kia", logo_src: "/kia.svg" })).toEqual({
      title: "Kia",
      href: "/kia/overview",
      external: false,
      logoSrc: "/kia.svg",
      monogram: "K"
    })
    expect(groupBrandTile({ title: "Big Rigs", slug: "https://rigs.example", logo_src: "" })).toMatchObject({
      href: "https://rigs.example",
      external: true,
      logoSrc: null,
      monogram: "BR"
    })
    expect(groupBrandTile({ title: "TWG Cars", slug: "/twg-cars", logo_src: "" }).href).toBe("/twg-cars")
  })
})

describe("groupBrandsPage", () => {
  it("lists car, motorcycle, truck and group brands in that order, leaving out empty sections", () => {
    const page = groupBrandsPage(group())
    expect(page.title).toBe("Our Brands")
    expect(page.sections.map((section) => [section.label, section.tiles.map((tile) => tile.title)])).toEqual([
      ["Car Brands", ["Kia", "Land Rover"]],
      ["Motorcycle Brands", ["Ducati"]],
      ["Truck Brands", ["Big Rigs"]],
      ["Group Brands", ["TWG Cars"]]
    ])
  })

  it("carries the group claims verbatim, and none where the tenant does not claim them", () => {
    expect(groupBrandsPage(group()).claims).toEqual({
      label: "Group Motors at a glance",
      claims: [
        { figure: "50+", label: "Locations" },
        { figure: "40+", label: "Brands" },
        { figure: "30+", label: "Years" }
      ]
    })
    expect(groupBrandsPage(group({ promotions: {} })).claims).toBeNull()
  })
})

describe("brandOverview", () => {
  it("shows the brand with the sales locations selling it and a link to its stock", () => {
    const view = brandOverview(group(), "kia")
    expect(view).toMatchObject({
      title: "Kia",
      description: "Seven-year warranty.",
      locationsHeading: "Our Kia Locations",
      locations: [{ name: "Location 1", href: "/locations/location-1", city: "Penrith" }],
      noLocations: null,
      stockLink: { href: "/search/kia", label: "View Kia Stock" },
      allBrandsLink: { href: "/brands", label: "All Brands" }
    })
    expect(view?.claims?.claims).toHaveLength(3)
  })

  it("searches the brand's make and says so when no location sells it", () => {
    const view = brandOverview(group(), "land-rover")
    expect(view?.stockLink.href).toBe("/search/land-rover")
    expect(view?.locations).toEqual([])
    expect(view?.noLocations).toBe("Contact us about Land Rover at any of our locations.")
  })

  it("is null for an unknown brand and for a tile that skips the page", () => {
    expect(brandOverview(group(), "toyota")).toBeNull()
    expect(brandOverview(group(), "twg-cars")).toBeNull()
    expect(brandOverview(group({ site: {} }), "kia")).toBeNull()
  })
})

describe("groupFixedPage", () => {
  it("serves only the fixed pages the tenant configures", () => {
    expect(groupFixedPage(group(), "/twg-cars")).toMatchObject({ title: "TWG Cars", paragraphs: ["Used cars."], link: null })
    expect(groupFixedPage(group(), "/twg-cars/")?.title).toBe("TWG Cars")
    expect(groupFixedPage(group(), "/neotek")).toBeNull()
    expect(groupFixedPage(group({ site: {} }), "/twg-cars")).toBeNull()
  })

  it("rejects a fixed page outside the routes table", () => {
    expect(() => group({ site: { fixed_pages: [{ path: "/elsewhere", title: "Elsewhere" }] } })).toThrow()
  })
})
