import { Schema } from "effect"

const HexColour = Schema.String.check(
  Schema.isPattern(/^#[0-9a-fA-F]{6}$/, { message: "Expected a colour written #rrggbb" })
)

/** The colours of a theme, each optional: what a tenant leaves out comes from its base theme. */
export const ThemeColours = Schema.Struct({
  /** Buttons, links and highlights. */
  brand: Schema.optionalKey(HexColour),
  /** Text on the brand colour. */
  brand_text: Schema.optionalKey(HexColour),
  /** Secondary actions, tags and badges. */
  accent: Schema.optionalKey(HexColour),
  accent_text: Schema.optionalKey(HexColour),
  text: Schema.optionalKey(HexColour),
  text_muted: Schema.optionalKey(HexColour),
  /** The page background. */
  surface: Schema.optionalKey(HexColour),
  /** Cards and panels on the page. */
  surface_raised: Schema.optionalKey(HexColour),
  border: Schema.optionalKey(HexColour),
  header_bg: Schema.optionalKey(HexColour),
  header_text: Schema.optionalKey(HexColour),
  footer_bg: Schema.optionalKey(HexColour),
  footer_text: Schema.optionalKey(HexColour)
})
export type ThemeColours = typeof ThemeColours.Type

/** The dealer's logo: an image the site serves (SVG or raster) and its size in CSS pixels. */
export const ThemeLogo = Schema.Struct({
  src: Schema.NonEmptyString,
  width: Schema.Finite.check(Schema.isInt(), Schema.isGreaterThan(0)),
  height: Schema.Finite.check(Schema.isInt(), Schema.isGreaterThan(0))
})
export type ThemeLogo = typeof ThemeLogo.Type

/**
 * A tenant's look, as data: logo, colours, font stacks, corner radius and hero imagery. Every
 * field is optional; a franchise tenant starts from its manufacturer's theme and overrides field
 * by field, every other tenant from the platform's default.
 *
 * @example
 * decodeOrThrow(Theme, { colours: { brand: "#bb162b" }, radius: 2 }, "theme")
 */
export const Theme = Schema.Struct({
  logo: Schema.optionalKey(ThemeLogo),
  colours: Schema.optionalKey(ThemeColours),
  /** A CSS font stack, e.g. `"Kia Signature", Arial, sans-serif` (only fonts every device has, or the site serves). */
  font_body: Schema.optionalKey(Schema.NonEmptyString),
  font_heading: Schema.optionalKey(Schema.NonEmptyString),
  /** Corner radius of buttons, inputs and cards, in CSS pixels. */
  radius: Schema.optionalKey(Schema.Finite.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 24 }))),
  /** The home page's hero image when it has no promo slider. */
  hero_image: Schema.optionalKey(Schema.NonEmptyString)
})
export type Theme = typeof Theme.Type
