import type { Texts } from "../tenant/texts.ts"
import { ALWAYS_PRESENT_CONTENT_PAGES, CONTENT_PAGES, type ContentPageKey } from "./content-pages.ts"
import { POST_CATEGORIES, type ContentSettings } from "./content-settings.ts"
import { listedPageDefaultTitle, listedPagePath, type ListedPageTexts } from "./listed-pages.ts"
import { POST_CATEGORY_PATHS, POST_PATHS } from "./posts.ts"

/** A link to one of the tenant's content pages. */
export interface ContentLink {
  readonly href: string
  readonly label: string
}

/** The order the footer lists the fixed pages in: the dealer first, its offers and help, the legal pages last. */
const LINK_ORDER: ReadonlyArray<ContentPageKey> = ["about_us", "warranty", "diamond_advantage", "service", "buying", "eofy"]
const LEGAL_ORDER: ReadonlyArray<ContentPageKey> = ["terms_and_conditions", "privacy_policy"]

/** The texts of the links to the site's content pages. */
export type ContentLinkTexts = Pick<Texts, (typeof CONTENT_PAGES)[ContentPageKey]["titleText"]> &
  ListedPageTexts &
  Pick<Texts, "blogTitle" | "newsTitle" | "blogVehicleReviewsTitle">

/**
 * The tenant's content pages that exist, as the footer links them: its fixed pages (About Us always),
 * its listed pages (`/pages/{slug}`), the blog, its categories and the news where they have posts,
 * then the terms and privacy pages, which every site has. A page the tenant does not have is never
 * linked (it would answer 404).
 *
 * @example
 * import { contentLinks } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant({
 *   content: {
 *     about_us: { title: "About Us" },
 *     warranty: { title: "Warranty" },
 *     pages: [{ slug: "capped-price-service", title: "Capped Price Service" }]
 *   }
 * })
 *
 * contentLinks(tenant.content, defaultTexts).map((link) => link.href)
 * // => ["/about-us", "/warranty", "/pages/capped-price-service", "/terms-and-conditions", "/privacy-policy"]
 */
export function contentLinks(settings: ContentSettings, texts: ContentLinkTexts): ReadonlyArray<ContentLink> {
  const fixed = (keys: ReadonlyArray<ContentPageKey>) =>
    keys.flatMap((key) => {
      const page = settings[key]
      if (!page && !ALWAYS_PRESENT_CONTENT_PAGES.includes(key)) return []
      return [{ href: CONTENT_PAGES[key].path, label: page?.title?.trim() || texts[CONTENT_PAGES[key].titleText] }]
    })
  const listed = settings.pages.map((page) => ({
    href: listedPagePath(page),
    label: page.title?.trim() || listedPageDefaultTitle(page.slug, texts)
  }))
  const has = (kind: "blog" | "news") => settings.posts.some((post) => post.kind === kind)
  const categories = POST_CATEGORIES.filter((category) =>
    settings.posts.some((post) => post.kind === "blog" && post.category === category)
  ).map((category) => ({ href: POST_CATEGORY_PATHS[category], label: texts.blogVehicleReviewsTitle }))
  return [
    ...fixed(LINK_ORDER),
    ...listed,
    ...(has("blog") ? [{ href: POST_PATHS.blog, label: texts.blogTitle }] : []),
    ...categories,
    ...(has("news") ? [{ href: POST_PATHS.news, label: texts.newsTitle }] : []),
    ...fixed(LEGAL_ORDER)
  ]
}

/**
 * Every content address a search engine should list: the linked pages and each post's own page.
 *
 * @example
 * import { contentSitemapPaths } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant({
 *   content: {
 *     about_us: { title: "About Us" },
 *     posts: [{ id: "winter-car-care", kind: "blog", title: "Winter car care", published: "2026-06-01" }]
 *   }
 * })
 *
 * contentSitemapPaths(tenant.content, defaultTexts)
 * // => ["/about-us", "/blog", "/terms-and-conditions", "/privacy-policy", "/blog/winter-car-care"]
 */
export function contentSitemapPaths(settings: ContentSettings, texts: ContentLinkTexts): ReadonlyArray<string> {
  const posts = settings.posts.map((post) => `${POST_PATHS[post.kind]}/${post.id}`)
  return [...new Set([...contentLinks(settings, texts).map((link) => link.href), ...posts])]
}
