import { describe, expect, it } from "vitest"
import { isSameSitePath } from "./same-site-path.ts"

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
