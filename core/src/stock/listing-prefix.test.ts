import { describe, expect, it } from "vitest"
import { carBreadcrumbs } from "./breadcrumbs.ts"
import { listingPrefixServed } from "./listing-prefix.ts"
import { exampleCar } from "../testing/examples.ts"
import { defaultTexts } from "../tenant/texts.ts"

describe("where stock listings answer", () => {
  it("answers under /search/ on every site", () => {
    expect(listingPrefixServed("/search/used-cars", { breadcrumb_prefix: "search" })).toBe(true)
    expect(listingPrefixServed("/search/toyota/hilux", { breadcrumb_prefix: "used-car" })).toBe(true)
  })

  it("answers under /used-car/ only where the site's breadcrumbs lead there", () => {
    expect(listingPrefixServed("/used-car/toyota", { breadcrumb_prefix: "used-car" })).toBe(true)
    expect(listingPrefixServed("/used-car/toyota", { breadcrumb_prefix: "search" })).toBe(false)
    expect(listingPrefixServed("/cars/toyota", { breadcrumb_prefix: "used-car" })).toBe(false)
  })

  it("serves every breadcrumb link of either prefix", () => {
    for (const prefix of ["search", "used-car"] as const) {
      const crumbs = carBreadcrumbs(exampleCar(), { prefix, configuredModels: ["Hilux"], texts: defaultTexts })
      const links = crumbs.flatMap((crumb) => (crumb.href === null || crumb.href === "/" ? [] : [crumb.href]))
      expect(links.length).toBeGreaterThan(2)
      for (const href of links) expect(listingPrefixServed(new URL(href, "https://x.example").pathname, { breadcrumb_prefix: prefix }), href).toBe(true)
    }
  })
})
