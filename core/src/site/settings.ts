import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import { withDefault } from "../shared/with-default.ts"
import { ManufacturerBrandTile } from "../stock/manufacturer-brand-tile.ts"
import { GROUP_BRAND_KINDS, GROUP_FIXED_PATHS } from "./group-site-constants.ts"
import { DEFAULT_HEADER_LINKS, HEADER_LINKS } from "./header-links.ts"

export { GROUP_BRAND_KINDS, GROUP_FIXED_PATHS, type GroupBrandKind, type GroupFixedPath } from "./group-site-constants.ts"

/**
 * One brand of a group: its tile (title, slug, logo source, banner, description), its kind, and the
 * make its stock is searched by (the title when not given).
 */
export const GroupBrand = /* @__PURE__ */ ManufacturerBrandTile.mapFields((fields) => ({
  ...fields,
  kind: withDefault(Schema.Literals(GROUP_BRAND_KINDS), "car"),
  make: Maybe(Schema.NonEmptyString)
}))
export type GroupBrand = typeof GroupBrand.Type

/** A group's fixed content page: a title, paragraphs, and an optional call to action. */
export const GroupFixedPage = /* @__PURE__ */ Schema.Struct({
  path: /* @__PURE__ */ Schema.Literals(GROUP_FIXED_PATHS),
  title: Schema.NonEmptyString,
  paragraphs: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(Schema.NonEmptyString), []),
  link: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Struct({ label: Schema.NonEmptyString, href: Schema.NonEmptyString }))
})
export type GroupFixedPage = typeof GroupFixedPage.Type

/** Which header and footer a site shows: the platform's own, or the spec's one-brand navigation. */
export const SITE_NAVIGATIONS = ["default", "one-brand"] as const
/** Which navigation the site shows: the default one or a one-brand site's. */
export type SiteNavigationKind = (typeof SITE_NAVIGATIONS)[number]

/** How a header dropdown opens (section 4: "toggles on click, or on hover when hover mode is configured"). */
export const MENU_OPEN_ON = ["click", "hover"] as const
/** How the site's menus open: on hover or on click. */
export type MenuOpenOn = (typeof MENU_OPEN_ON)[number]

/**
 * A tenant's site settings: its navigation, how its dropdowns open, a group's brand tiles and fixed
 * pages; every field defaults to the platform's plain site.
 */
export const SiteSettings = /* @__PURE__ */ Schema.Struct({
  navigation: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Literals(SITE_NAVIGATIONS), "default"),
  menu_open_on: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Literals(MENU_OPEN_ON), "click"),
  /** The dealer group's own site, whose pages (About, News, Contact, Terms, Privacy) the one-brand footer links. */
  group_site_url: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^https?:\/\//))),
  /**
   * The links of the default header, in order (the one-brand header has its own): stock, special
   * offers, finance, trade-in, service and contact unless the tenant lists others.
   */
  header_links: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(/* @__PURE__ */ Schema.Literals(HEADER_LINKS)), DEFAULT_HEADER_LINKS),
  /** Whether the header shows the primary location's phone number as a call link. */
  header_phone: /* @__PURE__ */ withDefault(Schema.Boolean, true),
  /** The group's brand tiles: the mega-menu and /brands; none on a single site. */
  brand_tiles: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(GroupBrand), []),
  fixed_pages: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(GroupFixedPage), [])
})
export type SiteSettings = typeof SiteSettings.Type
