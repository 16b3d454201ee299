import { describe, expect, it } from "vitest"
import { exampleTenant } from "../testing/examples.ts"
import { visibilityContextOf } from "../stock/tenant-rule-context.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { siteFrame } from "./site-navigation.ts"
import { sitemapUrls } from "./sitemap-urls.ts"

describe("the tenant's content pages in the footer and the sitemap", () => {
  const contentLinks = [
    { href: "/about-us", label: "About Us" },
    { href: "/pages/owners", label: "Owners" }
  ]

  it("lists the content pages before the dealer locator in the footer, and the legal pages apart", () => {
    const links = [...contentLinks, { href: "/privacy-policy", label: "Our Privacy Promise" }]
    const frame = siteFrame({ siteName: "Harbour Nissan", pathname: "/pages/owners", year: 2026, texts: defaultTexts, contentLinks: links })
    expect(frame.footerLinks.map((link) => [link.href, link.current])).toEqual([
      ["/about-us", false],
      ["/pages/owners", true],
      ["/dealer-locator", false],
      ["/favourites", false],
      ["/compare", false],
      ["/watchlist", false]
    ])
    // The tenant's own title of its privacy page, and the platform's for the terms it did not write.
    expect(frame.legalLinks.map((link) => link.label)).toEqual(["Our Privacy Promise", "Terms and Conditions", "Sitemap"])
  })

  it("lists the privacy and terms pages every site has, even for a tenant with no content of its own", () => {
    const frame = siteFrame({ siteName: "Coastal Kia", pathname: "/", year: 2026, texts: defaultTexts })
    expect(frame.legalLinks.map((link) => link.href)).toEqual(["/privacy-policy", "/terms-and-conditions", "/sitemap.xml"])
  })

  it("lists each content address once in the sitemap, after the locations", () => {
    const urls = sitemapUrls({
      origin: "https://harbour.example",
      cars: [],
      visibility: visibilityContextOf(exampleTenant(), new Date("2026-06-01T00:00:00Z")),
      locationPaths: ["/locations/brookvale"],
      contentPaths: ["/about-us", "/blog/winter-car-care", "/"]
    })
    const locs = urls.map((url) => url.loc)
    expect(locs.filter((loc) => loc === "https://harbour.example/")).toHaveLength(1)
    expect(locs.slice(locs.indexOf("https://harbour.example/locations/brookvale") + 1, -1)).toEqual([
      "https://harbour.example/about-us",
      "https://harbour.example/blog/winter-car-care"
    ])
  })
})
