import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { isSameSitePath, sameSiteRedirect } from "./same-site-path.ts"

describe("isSameSitePath", () => {
  it("accepts paths on this site, with query and hash", () => {
    for (const path of [
      "/",
      "/finance",
      "/cars/2022-toyota-hilux/checkout?step=2#pay",
      "/search?q=a%20b",
      "/a//b",
      "/a%2Fb"
    ]) {
      expect(isSameSitePath(path), path).toBe(true)
    }
  })

  it("refuses anything a browser could take to another host", () => {
    const external = [
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      " /finance",
      "javascript:alert(1)",
      "evil.example/finance",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "/%09/evil.example",
      "/%zz",
      `/${"a".repeat(2048)}`
    ]
    for (const path of external) expect(isSameSitePath(path), JSON.stringify(path)).toBe(false)
  })
})

describe("sameSiteRedirect", () => {
  it("keeps a same-site path, encoding what a Location header cannot carry", () => {
    expect(sameSiteRedirect("/cars/x?step=2#pay")).toBe("/cars/x?step=2#pay")
    expect(sameSiteRedirect("/车")).toBe("/%E8%BD%A6")
    expect(sameSiteRedirect("/a b/é")).toBe("/a%20b/%C3%A9")
    expect(sameSiteRedirect("/search?q=a%20b")).toBe("/search?q=a%20b")
    expect(sameSiteRedirect("/🚗")).toBe("/%F0%9F%9A%97")
  })

  it("answers the fallback for anything else", () => {
    for (const path of [null, "", "//evil.example", "https://evil.example", "/%E8", "/%zz", "/\u0000", "/\ud800", "/\udc00x"]) {
      expect(sameSiteRedirect(path), JSON.stringify(path)).toBe("/")
      expect(sameSiteRedirect(path, "/watchlist")).toBe("/watchlist")
    }
  })

  it("always answers a same-site path a Location header can carry", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (text) => {
        for (const path of [text, `/${text}`]) {
          const target = sameSiteRedirect(path)
          expect(isSameSitePath(target)).toBe(true)
          expect(() => new Headers({ Location: target })).not.toThrow()
          expect(new URL(target, "https://dealer.example").host).toBe("dealer.example")
        }
      })
    )
  })
})
