// Apart from the tile's schema, so the site frame can link tiles without loading Effect.

/**
 * Where a brand tile leads: the brand's overview page, or the tile's own address when its slug
 * is already one (an external site or a fixed page such as `/twg-cars`).
 *
 * @example
 * import { brandTileHref } from "@dealer/core/stock"
 *
 * brandTileHref({ slug: "kia" }) // => "/kia/overview"
 * brandTileHref({ slug: "/twg-cars" }) // => "/twg-cars"
 */
export function brandTileHref(tile: { readonly slug: string }): string {
  const slug = tile.slug.trim()
  if (/^(https?:)?\/\//i.test(slug) || slug.startsWith("/")) return slug
  return `/${encodeURIComponent(slug)}/overview`
}
