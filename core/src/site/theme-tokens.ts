import type { Theme, ThemeColours } from "./theme.ts"

/** A theme with every colour and font filled in: what the page's tokens are written from. */
export interface ResolvedTheme {
  readonly colours: Required<ThemeColours>
  readonly fontBody: string
  readonly fontHeading: string
  readonly radius: number
  readonly logo: Theme["logo"] | null
  readonly heroImage: string | null
}

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

/** The platform's own look, under every tenant's theme. */
export const DEFAULT_THEME: ResolvedTheme = {
  colours: {
    brand: "#0b57a4",
    brand_text: "#ffffff",
    accent: "#1f6f3f",
    accent_text: "#ffffff",
    text: "#1b1f24",
    text_muted: "#525a63",
    surface: "#f5f6f8",
    surface_raised: "#ffffff",
    border: "#d5d9de",
    header_bg: "#ffffff",
    header_text: "#1b1f24",
    footer_bg: "#1b1f24",
    footer_text: "#f5f6f8"
  },
  fontBody: SYSTEM_FONTS,
  fontHeading: SYSTEM_FONTS,
  radius: 6,
  logo: null,
  heroImage: null
}

/**
 * A theme laid over a base, field by field (a franchise tenant over its manufacturer's theme, any
 * theme over the default).
 *
 * @example
 * import { resolveTheme } from "@dealer/core/site"
 *
 * resolveTheme({ colours: { brand: "#bb162b" } }).colours.brand // => "#bb162b"
 */
export function resolveTheme(theme: Theme, base: ResolvedTheme = DEFAULT_THEME): ResolvedTheme {
  return {
    colours: { ...base.colours, ...theme.colours },
    fontBody: theme.font_body ?? base.fontBody,
    fontHeading: theme.font_heading ?? base.fontHeading,
    radius: theme.radius ?? base.radius,
    logo: theme.logo ?? base.logo,
    heroImage: theme.hero_image ?? base.heroImage
  }
}

/**
 * The CSS custom properties of a theme, written once on the page's root element; components read
 * only these tokens (`var(--color-brand)`), never a tenant's setting.
 *
 * @example
 * import { DEFAULT_THEME, themeTokens } from "@dealer/core/site"
 *
 * themeTokens(DEFAULT_THEME)["--color-brand"] // => "#0b57a4"
 */
export function themeTokens(theme: ResolvedTheme): Record<`--${string}`, string> {
  const colours = Object.fromEntries(
    Object.entries(theme.colours).map(([name, value]) => [`--color-${name.replaceAll("_", "-")}`, value])
  ) as Record<`--${string}`, string>
  return {
    ...colours,
    "--font-body": theme.fontBody,
    "--font-heading": theme.fontHeading,
    "--radius": `${theme.radius}px`
  }
}
