import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { contrastRatio } from "./colour-contrast.ts"
import { MIN_TEXT_CONTRAST, THEME_CONTRAST_PAIRS, themeContrastIssues } from "./theme-contrast.ts"
import { DEFAULT_THEME, resolveTheme } from "./theme-tokens.ts"

const hexColour = fc
  .tuple(fc.nat({ max: 255 }), fc.nat({ max: 255 }), fc.nat({ max: 255 }))
  .map((bytes) => `#${bytes.map((byte) => byte.toString(16).padStart(2, "0")).join("")}`)

describe("a theme's contrast", () => {
  it("passes for the platform's default theme", () => {
    expect(themeContrastIssues(DEFAULT_THEME)).toEqual([])
  })

  it("names the pair, both colours, the ratio and the bar", () => {
    expect(themeContrastIssues(resolveTheme({ colours: { brand_text: "#ffffff", brand: "#ffcc00" } }))).toContain(
      "brand_text #ffffff on brand #ffcc00 has contrast 1.5:1, needs 4.5:1"
    )
    expect(themeContrastIssues(resolveTheme({ colours: { header_bg: "#1b1f24" } }))).toEqual([
      "header_text #1b1f24 on header_bg #1b1f24 has contrast 1:1, needs 4.5:1"
    ])
  })

  it("checks the pairs the components use, links on the page and on cards among them", () => {
    const pairs = THEME_CONTRAST_PAIRS.map(({ text, background }) => `${text}/${background}`)
    expect(pairs).toEqual(
      expect.arrayContaining([
        "text/surface",
        "text/surface_raised",
        "text_muted/surface_raised",
        "brand_text/brand",
        "accent_text/accent",
        "header_text/header_bg",
        "footer_text/footer_bg",
        "brand/surface_raised"
      ])
    )
  })

  it("reports a pair exactly when its ratio is under 4.5:1", () => {
    fc.assert(
      fc.property(hexColour, hexColour, (accent, accentText) => {
        const issues = themeContrastIssues(resolveTheme({ colours: { accent, accent_text: accentText } }))
        const low = contrastRatio(accentText, accent) < MIN_TEXT_CONTRAST
        expect(issues.some((issue) => issue.startsWith(`accent_text ${accentText} on accent ${accent} `))).toBe(low)
        expect(issues.length).toBe(low ? 1 : 0)
      }),
      { numRuns: 1000 }
    )
  })
})
