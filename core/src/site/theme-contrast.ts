import { contrastRatio, formatContrast } from "./colour-contrast.ts"
import type { ResolvedTheme } from "./theme-tokens.ts"

type ColourName = keyof ResolvedTheme["colours"]

/** One pair of theme colours the site shows as text on a background. */
export interface ThemeContrastPair {
  readonly text: ColourName
  readonly background: ColourName
}

/** WCAG 2.x AA for normal-size text: every pair below must reach it. */
export const MIN_TEXT_CONTRAST = 4.5

/**
 * Every text-on-background pair of colours the components use (and so the only ones they may
 * use): body and muted text on the page and on cards, text on the brand and accent colours, the
 * header's and footer's text, and the brand colour as link text on the page and on cards.
 *
 * @example
 * import { THEME_CONTRAST_PAIRS } from "@dealer/core/site"
 *
 * THEME_CONTRAST_PAIRS.some(({ text, background }) => text === "brand_text" && background === "brand") // => true
 */
export const THEME_CONTRAST_PAIRS: ReadonlyArray<ThemeContrastPair> = [
  { text: "text", background: "surface" },
  { text: "text", background: "surface_raised" },
  { text: "text_muted", background: "surface" },
  { text: "text_muted", background: "surface_raised" },
  { text: "brand_text", background: "brand" },
  { text: "accent_text", background: "accent" },
  { text: "header_text", background: "header_bg" },
  { text: "footer_text", background: "footer_bg" },
  { text: "brand", background: "surface" },
  { text: "brand", background: "surface_raised" }
]

/**
 * What is wrong with a theme's contrast: one line per pair below WCAG AA (4.5:1), naming both
 * colours and the ratio; empty when every pair is readable.
 *
 * @example
 * import { resolveTheme, themeContrastIssues } from "@dealer/core/site"
 *
 * themeContrastIssues(resolveTheme({ colours: { brand: "#ffcc00" } }))[0] // => "brand_text #ffffff on brand #ffcc00 has contrast 1.5:1, needs 4.5:1"
 * themeContrastIssues(resolveTheme({ colours: { brand: "#0b5cad" } })) // => []
 */
export function themeContrastIssues(theme: Pick<ResolvedTheme, "colours">): ReadonlyArray<string> {
  return THEME_CONTRAST_PAIRS.flatMap(({ text, background }) => {
    const [foreground, behind] = [theme.colours[text], theme.colours[background]]
    const ratio = contrastRatio(foreground, behind)
    return ratio >= MIN_TEXT_CONTRAST
      ? []
      : [`${text} ${foreground} on ${background} ${behind} has contrast ${formatContrast(ratio)}, needs ${MIN_TEXT_CONTRAST}:1`]
  })
}
