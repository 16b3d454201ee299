import * as Schema from "effect/Schema"
import { DealerHref } from "../promotions/offer.ts"
import { Maybe } from "../shared/maybe.ts"
import { withDefault } from "../shared/with-default.ts"

/** The fields a quick search may offer, in the order it shows them. */
export const QUICK_SEARCH_FIELDS = ["keyword", "make", "model", "price", "condition"] as const
/** A field the home page's quick search may show. */
export type QuickSearchField = (typeof QUICK_SEARCH_FIELDS)[number]

/** How many cars a stock section shows at most. */
const CardLimit = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isBetween({ minimum: 1, maximum: 12 }))
const Values = /* @__PURE__ */ Schema.Array(Schema.NonEmptyString)

/** Every section may be listed but switched off, so a tenant's file keeps its place. */
const enabled = /* @__PURE__ */ withDefault(Schema.Boolean, true)
/** A section's own heading, over the tenant's text for every section of its type. */
const heading = /* @__PURE__ */ Maybe(Schema.NonEmptyString)

/**
 * Which cars a stock section draws from: facet values as the search filters by them (values of one
 * facet are OR-ed, facets AND-ed); left out, every listed car.
 */
export const HomeStockFilters = /* @__PURE__ */ Schema.Struct({
  car_type: /* @__PURE__ */ Schema.optionalKey(Values),
  item_type: /* @__PURE__ */ Schema.optionalKey(Values),
  make: /* @__PURE__ */ Schema.optionalKey(Values),
  tag: /* @__PURE__ */ Schema.optionalKey(Values)
})
export type HomeStockFilters = typeof HomeStockFilters.Type

const section = <T extends string, F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), enabled, ...fields })

/** The running offers as 1920x540 slides (`promotions.offers`). */
export const PromoSliderSection = /* @__PURE__ */ section("promo_slider", {})

/** A hero: image, heading, text and a call to action. It shows only when no promo slider does. */
export const HeroSection = /* @__PURE__ */ section("hero", {
  /** An image the site serves; none uses the theme's `hero_image`, and without that the hero is a plain panel. */
  image: /* @__PURE__ */ Maybe(DealerHref),
  image_alt: /* @__PURE__ */ withDefault(Schema.String, ""),
  heading,
  text: /* @__PURE__ */ Maybe(Schema.NonEmptyString),
  cta_label: /* @__PURE__ */ Maybe(Schema.NonEmptyString),
  cta_href: /* @__PURE__ */ Maybe(DealerHref)
})

/** The quick search: a form to the search page with the live "Show Me N cars" count. */
export const QuickSearchSection = /* @__PURE__ */ section("quick_search", {
  heading,
  fields: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(/* @__PURE__ */ Schema.Literals(QUICK_SEARCH_FIELDS)), /* @__PURE__ */ Array.from(QUICK_SEARCH_FIELDS))
})

/** The words of a stock section's link to the rest of its cars, over the tenant's text for its type. */
const link_label = /* @__PURE__ */ Maybe(Schema.NonEmptyString)

/** Cars the dealer puts forward: most relevant first, from the cars its filters pick. */
export const FeaturedStockSection = /* @__PURE__ */ section("featured_stock", {
  heading,
  link_label,
  filters: /* @__PURE__ */ withDefault(HomeStockFilters, {}),
  limit: /* @__PURE__ */ withDefault(CardLimit, 4)
})

/** The newest listed cars (`created_at`), from the cars its filters pick. */
export const NewArrivalsSection = /* @__PURE__ */ section("new_arrivals", {
  heading,
  link_label,
  filters: /* @__PURE__ */ withDefault(HomeStockFilters, {}),
  limit: /* @__PURE__ */ withDefault(CardLimit, 4)
})

/** Cars carrying one of the dealer's offer tags, as /special-offers lists them. */
export const OffersSection = /* @__PURE__ */ section("offers", { heading, link_label, limit: /* @__PURE__ */ withDefault(CardLimit, 4) })

/** The locations with today's hours, phone and directions; `location_types` empty lists every visible one. */
export const LocationsSection = /* @__PURE__ */ section("locations", {
  location_types: /* @__PURE__ */ withDefault(Values, [])
})

/**
 * One section of the home page. The sections without settings of their own show what the tenant's
 * other settings give: the 'BOOK A SERVICE' banner and the sales counter where `promotions` turns them
 * on, the group claims where `promotions.group_site_claims` is on, brand tiles where `site.brand_tiles`
 * lists any, the review summary of locations whose rating shows.
 */
export const HomeSection = /* @__PURE__ */ Schema.Union([
  PromoSliderSection,
  HeroSection,
  QuickSearchSection,
  FeaturedStockSection,
  NewArrivalsSection,
  OffersSection,
  /* @__PURE__ */ section("service_banner", {}),
  /* @__PURE__ */ section("feature_tiles", {}),
  /* @__PURE__ */ section("sales_counter", {}),
  /* @__PURE__ */ section("group_claims", {}),
  /* @__PURE__ */ section("brand_tiles", {}),
  /* @__PURE__ */ section("reviews", {}),
  LocationsSection
])
export type HomeSection = typeof HomeSection.Type
/** The type of a home page section (hero, quick search, featured stock, ...). */
export type HomeSectionType = HomeSection["type"]

/**
 * The order a tenant that names no sections gets: what sells first (promotions or a hero, the
 * search, the cars), then who the dealer is (brands, reviews, locations). Sections with nothing to
 * show drop out, so one list fits franchise, group and used-car sites alike.
 */
export const DEFAULT_HOME_SECTIONS: ReadonlyArray<typeof HomeSection.Encoded> = [
  { type: "promo_slider" },
  { type: "hero" },
  { type: "quick_search" },
  { type: "service_banner" },
  { type: "group_claims" },
  { type: "brand_tiles" },
  { type: "featured_stock" },
  { type: "feature_tiles" },
  { type: "new_arrivals" },
  { type: "offers" },
  { type: "reviews" },
  { type: "locations" },
  { type: "sales_counter" }
]

/**
 * A tenant's home page (`TenantConfig.home`): its sections in order. A list given replaces the
 * default whole; a section listed with `enabled: false` stays in the file but not on the page.
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { HomeSettings } from "@dealer/core/site"
 *
 * decodeOrThrow(HomeSettings, { sections: [{ type: "hero", heading: "Caravans for every road" }, { type: "quick_search" }] }, "home")
 */
export const HomeSettings = /* @__PURE__ */ Schema.Struct({
  sections: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(HomeSection), DEFAULT_HOME_SECTIONS)
})
export type HomeSettings = typeof HomeSettings.Type

/** A section switched on, with the key that names it on the page (its type and place in the list). */
export type ShownHomeSection = HomeSection & { readonly key: string }

/**
 * The sections switched on, in the tenant's order, each keyed by its type and place in the list
 * (a tenant may list a type twice, e.g. featured caravans and featured motorcycles).
 *
 * @example
 * import { HomeSection, shownHomeSections } from "@dealer/core/site"
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { Schema } from "effect"
 *
 * const sections = decodeOrThrow(Schema.Array(HomeSection), [{ type: "hero", enabled: false }, { type: "quick_search" }], "home sections")
 *
 * shownHomeSections(sections).map((section) => section.key) // => ["quick_search-1"]
 */
export function shownHomeSections(sections: ReadonlyArray<HomeSection>): ReadonlyArray<ShownHomeSection> {
  return sections.flatMap((entry, index) => (entry.enabled ? [{ ...entry, key: `${entry.type}-${index}` }] : []))
}
