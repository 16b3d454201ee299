import type { Theme } from "./theme.ts"

// Font stacks of fonts every device has (or its closest neighbour on Linux), never a maker's own.
const NEO_GROTESQUE = '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif'
const ARIAL = 'Arial, "Helvetica Neue", "Liberation Sans", sans-serif'
const NARROW = '"Arial Narrow", "Roboto Condensed", "Liberation Sans Narrow", "Helvetica Neue", sans-serif'
const HUMANIST = '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif'
const WIDE_HUMANIST = 'Verdana, "DejaVu Sans", Geneva, Tahoma, sans-serif'
const TREBUCHET = '"Trebuchet MS", "Segoe UI", "DejaVu Sans", sans-serif'

/**
 * Each make's shared look, which its franchise dealers start from: the palette, type and corners
 * in the spirit of the make's showrooms (the platform's own choices; no maker's logo or font). A
 * tenant's own theme overrides it field by field.
 *
 * @example
 * import { MANUFACTURER_THEMES } from "@dealer/core/site"
 *
 * MANUFACTURER_THEMES["kia"]?.colours?.brand // => "#05141f"
 */
export const MANUFACTURER_THEMES: Readonly<Record<string, Theme>> = {
  // Midnight black and white, square corners.
  kia: {
    colours: {
      brand: "#05141f",
      brand_text: "#ffffff",
      accent: "#bb162b",
      accent_text: "#ffffff",
      text: "#05141f",
      text_muted: "#4d5863",
      surface: "#f4f5f6",
      surface_raised: "#ffffff",
      border: "#cdd2d6",
      header_bg: "#05141f",
      header_text: "#ffffff",
      footer_bg: "#05141f",
      footer_text: "#e7eaec"
    },
    font_body: NEO_GROTESQUE,
    font_heading: NEO_GROTESQUE,
    radius: 0
  },
  // Red on white, black type, narrow headings, barely rounded.
  nissan: {
    colours: {
      brand: "#c3002f",
      brand_text: "#ffffff",
      accent: "#1a1a1a",
      accent_text: "#ffffff",
      text: "#1a1a1a",
      text_muted: "#595959",
      surface: "#f5f5f5",
      surface_raised: "#ffffff",
      border: "#d6d6d6",
      header_bg: "#ffffff",
      header_text: "#1a1a1a",
      footer_bg: "#1a1a1a",
      footer_text: "#f2f2f2"
    },
    font_body: ARIAL,
    font_heading: NARROW,
    radius: 2
  },
  // Bright blue with a red accent, friendly rounded corners.
  suzuki: {
    colours: {
      brand: "#0b4aa2",
      brand_text: "#ffffff",
      accent: "#c8102e",
      accent_text: "#ffffff",
      text: "#14213d",
      text_muted: "#4a5770",
      surface: "#f1f5fb",
      surface_raised: "#ffffff",
      border: "#c9d5e6",
      header_bg: "#0b3d91",
      header_text: "#ffffff",
      footer_bg: "#0a2457",
      footer_text: "#eef3fb"
    },
    font_body: WIDE_HUMANIST,
    font_heading: TREBUCHET,
    radius: 8
  },
  toyota: {
    colours: {
      brand: "#c4091b",
      brand_text: "#ffffff",
      accent: "#58595b",
      accent_text: "#ffffff",
      text: "#1c1c1c",
      text_muted: "#5a5a5a",
      surface: "#f5f5f5",
      surface_raised: "#ffffff",
      border: "#d8d8d8",
      header_bg: "#ffffff",
      header_text: "#1c1c1c",
      footer_bg: "#1c1c1c",
      footer_text: "#f0f0f0"
    },
    font_body: HUMANIST,
    font_heading: HUMANIST,
    radius: 4
  },
  // Deep red and graphite, square corners.
  mazda: {
    colours: {
      brand: "#8f1c2c",
      brand_text: "#ffffff",
      accent: "#3a3a3a",
      accent_text: "#ffffff",
      text: "#101010",
      text_muted: "#575757",
      surface: "#f4f4f4",
      surface_raised: "#ffffff",
      border: "#d4d4d4",
      header_bg: "#101010",
      header_text: "#ffffff",
      footer_bg: "#101010",
      footer_text: "#ededed"
    },
    font_body: NEO_GROTESQUE,
    font_heading: NEO_GROTESQUE,
    radius: 0
  },
  // Navy with a sky-blue accent.
  hyundai: {
    colours: {
      brand: "#002c5f",
      brand_text: "#ffffff",
      accent: "#00aad2",
      accent_text: "#002c5f",
      text: "#1a1f2b",
      text_muted: "#555d6b",
      surface: "#f6f3f2",
      surface_raised: "#ffffff",
      border: "#d9d4d1",
      header_bg: "#ffffff",
      header_text: "#002c5f",
      footer_bg: "#002c5f",
      footer_text: "#eef2f7"
    },
    font_body: HUMANIST,
    font_heading: HUMANIST,
    radius: 4
  },
  mg: {
    colours: {
      brand: "#a6192e",
      brand_text: "#ffffff",
      accent: "#1e1e1e",
      accent_text: "#ffffff",
      text: "#1e1e1e",
      text_muted: "#5a5a5a",
      surface: "#f5f4f2",
      surface_raised: "#ffffff",
      border: "#d8d5d0",
      header_bg: "#1e1e1e",
      header_text: "#ffffff",
      footer_bg: "#1e1e1e",
      footer_text: "#eeeeee"
    },
    font_body: ARIAL,
    font_heading: ARIAL,
    radius: 4
  },
  // Dark blue, blue accent, plain type.
  ford: {
    colours: {
      brand: "#003478",
      brand_text: "#ffffff",
      accent: "#1a5fb4",
      accent_text: "#ffffff",
      text: "#10161f",
      text_muted: "#4f5865",
      surface: "#f4f6f8",
      surface_raised: "#ffffff",
      border: "#d0d6dd",
      header_bg: "#ffffff",
      header_text: "#003478",
      footer_bg: "#00142e",
      footer_text: "#eef2f7"
    },
    font_body: ARIAL,
    font_heading: ARIAL,
    radius: 4
  },
  mitsubishi: {
    colours: {
      brand: "#d5001c",
      brand_text: "#ffffff",
      accent: "#1a1a1a",
      accent_text: "#ffffff",
      text: "#1a1a1a",
      text_muted: "#575757",
      surface: "#f4f4f4",
      surface_raised: "#ffffff",
      border: "#d6d6d6",
      header_bg: "#ffffff",
      header_text: "#1a1a1a",
      footer_bg: "#1a1a1a",
      footer_text: "#f0f0f0"
    },
    font_body: ARIAL,
    font_heading: NARROW,
    radius: 0
  }
}

/**
 * The shared theme of a make (its name in any case), or `null` for a make without one and for a
 * tenant that is no franchise.
 *
 * @example
 * import { manufacturerTheme } from "@dealer/core/site"
 *
 * manufacturerTheme("Kia")?.radius // => 0
 * manufacturerTheme(null) // => null
 */
export function manufacturerTheme(make: string | null | undefined): Theme | null {
  if (!make) return null
  return MANUFACTURER_THEMES[make.trim().toLowerCase()] ?? null
}
