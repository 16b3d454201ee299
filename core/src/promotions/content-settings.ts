import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import { withDefault } from "../shared/with-default.ts"
import { DEALER_HREF_PATTERN } from "./dealer-href.ts"

/** A titled group of paragraphs of a content page; all plain text. */
export const ContentSection = /* @__PURE__ */ Schema.Struct({
  heading: /* @__PURE__ */ Maybe(Schema.String),
  paragraphs: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(Schema.String), [])
})

/** A dealer's content page (warranty, about us...): its title (or the platform's) and its sections. */
export const ContentPage = /* @__PURE__ */ Schema.Struct({
  title: /* @__PURE__ */ Maybe(Schema.NonEmptyString),
  sections: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(ContentSection), [])
})
export type ContentPage = typeof ContentPage.Type

/** The blog's categories with a list of their own (`/blog/vehicle-reviews`). */
export const POST_CATEGORIES = ["vehicle-reviews"] as const
/** A category a post may be filed under. */
export type PostCategory = (typeof POST_CATEGORIES)[number]

/**
 * The pages a tenant may list under `/pages/{slug}`: the four fixed ones, and the EOFY sale under its
 * own name or a variant of it (`eofy-sale-2026`, `eofy-sale-utes`).
 */
export const PAGE_SLUG_PATTERN = /^(warranty|capped-price-service|roadside-assistance|owners|eofy-sale(-[a-z0-9]+)*)$/

/** A page under `/pages/{slug}`: which one, and its title and sections. */
export const ListedPage = /* @__PURE__ */ ContentPage.mapFields((fields) => ({
  slug: Schema.String.check(Schema.isPattern(PAGE_SLUG_PATTERN)),
  ...fields
}))
export type ListedPage = typeof ListedPage.Type

/** A blog or news post, plain text; `published` is a calendar date (`2025-05-20`). */
export const Post = /* @__PURE__ */ Schema.Struct({
  id: /* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  kind: /* @__PURE__ */ Schema.Literals(["blog", "news"]),
  /** A blog post's category, which also lists it on that category's page. */
  category: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Literals(POST_CATEGORIES)),
  title: Schema.NonEmptyString,
  description: /* @__PURE__ */ withDefault(Schema.String, ""),
  body: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(Schema.String), []),
  published: /* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/))
})
export type Post = typeof Post.Type

/**
 * A tenant's content pages and posts. A page the tenant does not configure answers 404, so no site
 * shows an empty warranty or privacy page.
 */
export const ContentSettings = /* @__PURE__ */ Schema.Struct({
  warranty: /* @__PURE__ */ Maybe(ContentPage),
  about_us: /* @__PURE__ */ Maybe(ContentPage),
  terms_and_conditions: /* @__PURE__ */ Maybe(ContentPage),
  privacy_policy: /* @__PURE__ */ Maybe(ContentPage),
  /** The service page; its booking section is always added (the 'BOOK A SERVICE' links lead there). */
  service: /* @__PURE__ */ Maybe(ContentPage),
  diamond_advantage: /* @__PURE__ */ Maybe(ContentPage),
  eofy: /* @__PURE__ */ Maybe(ContentPage),
  buying: /* @__PURE__ */ Maybe(ContentPage),
  /** The pages the tenant has under `/pages/{slug}`, in the order its footer lists them. */
  pages: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(ListedPage), []),
  posts: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(Post), []),
  /**
   * Where every 'Book Service' link leads (a booking system, or a page of the site); when not given,
   * the service page's booking section, or the enquiry form where the tenant has no service page.
   */
  service_booking_href: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(DEALER_HREF_PATTERN))),
  /** The payment logos (Mastercard, Visa...) under the service and terms pages. */
  payment_logos: /* @__PURE__ */ withDefault(Schema.Boolean, false)
})
export type ContentSettings = typeof ContentSettings.Type
