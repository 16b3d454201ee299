import * as Schema from "effect/Schema"

const HexColour = /* @__PURE__ */ Schema.String.check(
  /* @__PURE__ */ Schema.isPattern(/^#[0-9a-fA-F]{6}$/, { message: "Expected a colour written #rrggbb" })
)

/** The colours of a theme, each optional: what a tenant leaves out comes from its base theme. */
export const ThemeColours = /* @__PURE__ */ Schema.Struct({
  /** Buttons, links and highlights. */
  brand: /* @__PURE__ */ Schema.optionalKey(HexColour),
  /** Text on the brand colour. */
  brand_text: /* @__PURE__ */ Schema.optionalKey(HexColour),
  /** Secondary actions, tags and badges. */
  accent: /* @__PURE__ */ Schema.optionalKey(HexColour),
  accent_text: /* @__PURE__ */ Schema.optionalKey(HexColour),
  text: /* @__PURE__ */ Schema.optionalKey(HexColour),
  text_muted: /* @__PURE__ */ Schema.optionalKey(HexColour),
  /** The page background. */
  surface: /* @__PURE__ */ Schema.optionalKey(HexColour),
  /** Cards and panels on the page. */
  surface_raised: /* @__PURE__ */ Schema.optionalKey(HexColour),
  border: /* @__PURE__ */ Schema.optionalKey(HexColour),
  header_bg: /* @__PURE__ */ Schema.optionalKey(HexColour),
  header_text: /* @__PURE__ */ Schema.optionalKey(HexColour),
  footer_bg: /* @__PURE__ */ Schema.optionalKey(HexColour),
  footer_text: /* @__PURE__ */ Schema.optionalKey(HexColour)
})
export type ThemeColours = typeof ThemeColours.Type

/** The dealer's logo: an image the site serves (SVG or raster) and its size in CSS pixels. */
export const ThemeLogo = /* @__PURE__ */ Schema.Struct({
  src: Schema.NonEmptyString,
  width: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThan(0)),
  height: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThan(0))
})
export type ThemeLogo = typeof ThemeLogo.Type

/**
 * A tenant's look, as data: logo, colours, font stacks, corner radius and hero imagery. Every
 * field is optional; a franchise tenant starts from its manufacturer's theme and overrides field
 * by field, every other tenant from the platform's default.
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { Theme } from "@dealer/core/site"
 *
 * decodeOrThrow(Theme, { colours: { brand: "#bb162b" }, radius: 2 }, "theme")
 */
export const Theme = /* @__PURE__ */ Schema.Struct({
  logo: /* @__PURE__ */ Schema.optionalKey(ThemeLogo),
  colours: /* @__PURE__ */ Schema.optionalKey(ThemeColours),
  /** A CSS font stack, e.g. `"Kia Signature", Arial, sans-serif` (only fonts every device has, or the site serves). */
  font_body: /* @__PURE__ */ Schema.optionalKey(Schema.NonEmptyString),
  font_heading: /* @__PURE__ */ Schema.optionalKey(Schema.NonEmptyString),
  /** Corner radius of buttons, inputs and cards, in CSS pixels. */
  radius: /* @__PURE__ */ Schema.optionalKey(/* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isBetween({ minimum: 0, maximum: 24 }))),
  /** The home page's hero image when it has no promo slider. */
  hero_image: /* @__PURE__ */ Schema.optionalKey(Schema.NonEmptyString)
})
export type Theme = typeof Theme.Type
