import fc from "fast-check"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { dealershipLocationArbitrary } from "../testing/stock-arbitraries.ts"
import { DealershipLocation } from "./dealership-location.ts"
import { brandTileHref, ManufacturerBrandTile } from "./manufacturer-brand-tile.ts"

const location = {
  id: 12,
  name: "Metro Toyota Service",
  location_type: "service",
  address: { lat: -27.47, long: 153.02, street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000" },
  dealership: { id: 3, slug: "metro-toyota" },
  website_id: 9,
  website_name: "Metro Motor Group",
  website_url: "https://metro.example.com"
}

describe("DealershipLocation", () => {
  it("decodes a locator location with its dealership and parent site", () => {
    const decoded = decodeOrThrow(DealershipLocation, location, "location")
    expect(decoded.dealership.slug).toBe("metro-toyota")
    expect(decoded.website_name).toBe("Metro Motor Group")
    expect(decoded.address.lat).toBe(-27.47)
  })

  it("decodes location types it does not know to other", () => {
    expect(decodeOrThrow(DealershipLocation, { ...location, location_type: "body-shop" }, "x").location_type).toBe(
      "other"
    )
  })

  it("refuses coordinates off the globe", () => {
    expect(() => decodeOrThrow(DealershipLocation, { ...location, address: { lat: -95, long: 0 } }, "x")).toThrow(
      /\["address"\]\["lat"\]/
    )
  })

  it("decodes what it encodes, for any location", () => {
    const encode = Schema.encodeSync(DealershipLocation)
    fc.assert(
      fc.property(dealershipLocationArbitrary, (value) => {
        expect(decodeOrThrow(DealershipLocation, encode(value), "round trip")).toEqual(value)
      })
    )
  })
})

describe("ManufacturerBrandTile", () => {
  it("decodes title, slug, logo source, banner and description", () => {
    const tile = decodeOrThrow(
      ManufacturerBrandTile,
      { title: "Kia", slug: "kia", logo_src: "/logos/kia.svg", banner: "/banners/kia.jpg", description: "Movement" },
      "tile"
    )
    expect(tile).toEqual({
      title: "Kia",
      slug: "kia",
      logo_src: "/logos/kia.svg",
      banner: "/banners/kia.jpg",
      description: "Movement"
    })
  })

  it("leads to the brand overview, or to the tile's own fixed or external address", () => {
    expect(brandTileHref({ slug: "kia" })).toBe("/kia/overview")
    expect(brandTileHref({ slug: "/twg-cars" })).toBe("/twg-cars")
    expect(brandTileHref({ slug: "https://brand.example.com" })).toBe("https://brand.example.com")
  })
})
