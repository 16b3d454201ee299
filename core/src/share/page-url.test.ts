import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { sitePageUrl } from "./page-url.ts"
import { shareLinks } from "./share-links.ts"

describe("sitePageUrl", () => {
  it("strips the site URL's trailing slash", () => {
    expect(sitePageUrl("https://acme.com.au/", "/cars/hilux")).toBe("https://acme.com.au/cars/hilux")
    expect(sitePageUrl("https://acme.com.au", "cars/hilux")).toBe("https://acme.com.au/cars/hilux")
    expect(sitePageUrl("https://acme.com.au//", "//cars//hilux?back=/search")).toBe(
      "https://acme.com.au/cars/hilux?back=/search"
    )
    expect(sitePageUrl("https://acme.com.au/", "/")).toBe("https://acme.com.au")
    expect(sitePageUrl("https://acme.com.au/", "?car_id=5")).toBe("https://acme.com.au?car_id=5")
  })

  it("needs the site URL to be defined", () => {
    expect(sitePageUrl(undefined, "/cars/hilux")).toBeNull()
    expect(sitePageUrl(null, "/cars/hilux")).toBeNull()
    expect(sitePageUrl(" ", "/cars/hilux")).toBeNull()
    expect(sitePageUrl("https://", "/cars/hilux")).toBeNull()
  })

  const slashy = fc
    .array(fc.constantFrom("/", "//", "a", "cars", "-", "9"), { maxLength: 8 })
    .map((parts) => parts.join(""))
  const site = fc.tuple(
    fc.constantFrom("https://", "http://"),
    fc.constantFrom("acme.com.au", "dealer.example"),
    slashy
  )

  it("never puts a double slash after the host, in the page URL or any share link", () => {
    fc.assert(
      fc.property(site, slashy, ([scheme, host, tail], path) => {
        const url = sitePageUrl(`${scheme}${host}${tail}`, path)
        expect(url).not.toBeNull()
        expect(url?.slice(scheme.length)).not.toContain("//")
        if (!/[^/]/.test(path)) expect(url).toBe(`${scheme}${host}${tail.replace(/\/+/g, "/").replace(/\/$/, "")}`)
        const links = shareLinks(
          { path, title: "2022 Toyota Hilux" },
          { siteUrl: `${scheme}${host}${tail}`, hideTwitter: false, texts: defaultTexts }
        )
        for (const link of links ?? []) {
          const shared = decodeURIComponent(link.href)
          const at = shared.indexOf(`${scheme}${host}`)
          expect(at).toBeGreaterThanOrEqual(0)
          const afterHost = shared.slice(at + scheme.length)
          const end = afterHost.search(/[ &]/)
          expect((end < 0 ? afterHost : afterHost.slice(0, end)).includes("//")).toBe(false)
        }
      }),
      { numRuns: 1000 }
    )
  })
})
