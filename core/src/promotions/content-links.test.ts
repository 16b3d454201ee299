import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { contentLinks, contentSitemapPaths } from "./content-links.ts"
import { ContentSettings } from "./content-settings.ts"

const settings = (input: Record<string, unknown>) => decodeOrThrow(ContentSettings, input, "content")

describe("content links", () => {
  it("links only the pages every site has for a tenant without content", () => {
    const always = [
      { href: "/about-us", label: "About Us" },
      { href: "/terms-and-conditions", label: "Terms and Conditions" },
      { href: "/privacy-policy", label: "Privacy Policy" }
    ]
    expect(contentLinks(settings({}), defaultTexts)).toEqual(always)
    expect(contentSitemapPaths(settings({}), defaultTexts)).toEqual(always.map((link) => link.href))
  })

  it("links every page the tenant has, in footer order, by its title", () => {
    const content = settings({
      privacy_policy: {},
      warranty: { title: "7-Year Warranty" },
      about_us: {},
      eofy: {},
      pages: [{ slug: "owners" }, { slug: "eofy-sale-2026", title: "EOFY 2026" }],
      posts: [
        { id: "review", kind: "blog", category: "vehicle-reviews", title: "Review", published: "2025-01-02" },
        { id: "tips", kind: "blog", title: "Tips", published: "2025-01-03" }
      ]
    })
    expect(contentLinks(content, defaultTexts)).toEqual([
      { href: "/about-us", label: "About Us" },
      { href: "/warranty", label: "7-Year Warranty" },
      { href: "/eofy", label: "EOFY Sale" },
      { href: "/pages/owners", label: "Owners" },
      { href: "/pages/eofy-sale-2026", label: "EOFY 2026" },
      { href: "/blog", label: "Blog" },
      { href: "/blog/vehicle-reviews", label: "Vehicle Reviews" },
      { href: "/terms-and-conditions", label: "Terms and Conditions" },
      { href: "/privacy-policy", label: "Privacy Policy" }
    ])
  })

  it("links the news and no blog category where only news is posted", () => {
    const content = settings({ posts: [{ id: "showroom", kind: "news", title: "Showroom", published: "2025-01-02" }] })
    expect(contentLinks(content, defaultTexts).map((link) => link.href)).toEqual([
      "/about-us",
      "/news",
      "/terms-and-conditions",
      "/privacy-policy"
    ])
  })

  it("adds each post's page to the sitemap's content addresses", () => {
    const content = settings({
      service: {},
      posts: [
        { id: "review", kind: "blog", category: "vehicle-reviews", title: "Review", published: "2025-01-02" },
        { id: "showroom", kind: "news", title: "Showroom", published: "2025-01-02" }
      ]
    })
    expect(contentSitemapPaths(content, defaultTexts)).toEqual([
      "/about-us",
      "/service",
      "/blog",
      "/blog/vehicle-reviews",
      "/news",
      "/terms-and-conditions",
      "/privacy-policy",
      "/blog/review",
      "/news/showroom"
    ])
  })
})
