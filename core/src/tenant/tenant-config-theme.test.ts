import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeResult } from "../shared/decode.ts"
import { contrastRatio } from "../site/colour-contrast.ts"
import { MIN_TEXT_CONTRAST } from "../site/theme-contrast.ts"
import { TenantConfig } from "./tenant-config.ts"

const tenant = (fields: Record<string, unknown>) => ({ id: 9, slug: "acme", name: "Acme Motors", locations: [], ...fields })

const refusal = (fields: Record<string, unknown>): string | null => {
  const decoded = decodeResult(TenantConfig, tenant(fields), "tenant acme")
  return Result.isFailure(decoded) ? decoded.failure.message : null
}

describe("a tenant's theme at decode", () => {
  it("refuses a theme whose text is unreadable, naming the pair, both colours and the ratio", () => {
    expect(refusal({ theme: { colours: { brand: "#ffcc00", brand_text: "#ffffff" } } })).toContain(
      "theme: brand_text #ffffff on brand #ffcc00 has contrast 1.5:1, needs 4.5:1"
    )
  })

  it("judges a franchise's theme over its make's: a white header under Kia's white header text is refused", () => {
    const message = refusal({ manufacturer: "Kia", theme: { colours: { header_bg: "#ffffff" } } })
    expect(message).toContain("theme: header_text #ffffff on header_bg #ffffff has contrast 1:1, needs 4.5:1")
    // The same header is fine on a tenant of no make, whose header text is the default's dark grey.
    expect(refusal({ manufacturer: null, theme: { colours: { header_bg: "#ffffff" } } })).toBeNull()
    expect(refusal({ manufacturer: "Kia", theme: { colours: { header_bg: "#ffffff", header_text: "#05141f" } } })).toBeNull()
  })

  it("accepts a tenant with no theme, with or without a make", () => {
    expect(refusal({})).toBeNull()
    expect(refusal({ manufacturer: "Nissan" })).toBeNull()
    expect(refusal({ manufacturer: "Jayco" })).toBeNull()
  })

  it("accepts a footer colour exactly when its text reaches 4.5:1 on it", () => {
    const byte = fc.nat({ max: 255 }).map((value) => value.toString(16).padStart(2, "0"))
    fc.assert(
      fc.property(fc.tuple(byte, byte, byte), ([red, green, blue]) => {
        const footer = `#${red}${green}${blue}`
        const readable = contrastRatio("#f5f6f8", footer) >= MIN_TEXT_CONTRAST
        const message = refusal({ theme: { colours: { footer_bg: footer } } })
        expect(message === null).toBe(readable)
        if (message !== null) expect(message).toContain(`footer_text #f5f6f8 on footer_bg ${footer}`)
      }),
      { numRuns: 300 }
    )
  })
})
