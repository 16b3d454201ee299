import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/index.ts"
import { Theme } from "./theme.ts"
import { DEFAULT_THEME, resolveTheme, themeTokens } from "./theme-tokens.ts"

describe("themes", () => {
  it("lays a theme over its base field by field", () => {
    const kia = resolveTheme({ colours: { brand: "#05141f" }, radius: 0, font_heading: "Georgia, serif" })
    expect(kia.colours.brand).toBe("#05141f")
    expect(kia.colours.surface).toBe(DEFAULT_THEME.colours.surface)
    expect(kia.radius).toBe(0)
    expect(kia.fontHeading).toBe("Georgia, serif")
    expect(kia.fontBody).toBe(DEFAULT_THEME.fontBody)
    const dealer = resolveTheme({ colours: { accent: "#ffcc00" } }, kia)
    expect([dealer.colours.brand, dealer.colours.accent, dealer.radius]).toEqual(["#05141f", "#ffcc00", 0])
  })

  it("writes every colour, font and the radius as CSS custom properties", () => {
    const tokens = themeTokens(resolveTheme({ colours: { header_bg: "#000000" }, radius: 12 }))
    expect(tokens["--color-header-bg"]).toBe("#000000")
    expect(tokens["--color-brand-text"]).toBe(DEFAULT_THEME.colours.brand_text)
    expect(tokens["--radius"]).toBe("12px")
    expect(Object.keys(tokens)).toHaveLength(Object.keys(DEFAULT_THEME.colours).length + 3)
  })

  it("refuses a colour that is not #rrggbb and a radius out of range, naming the field", () => {
    expect(() => decodeOrThrow(Theme, { colours: { brand: "blue" } }, "theme")).toThrow(/colours\.brand|#rrggbb/)
    expect(() => decodeOrThrow(Theme, { radius: 40 }, "theme")).toThrow(/radius/)
  })
})
