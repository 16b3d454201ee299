import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"

/**
 * A brand tile of a group site's brand grid and mega-menu (stock document section 3,
 * "Manufacturer brand tile"). `logo_src` is the logo image's source address.
 *
 * @example
 * decodeOrThrow(ManufacturerBrandTile, { title: "Kia", slug: "kia", logo_src: "/logos/kia.svg" }, "brand tile")
 */
export const ManufacturerBrandTile = Schema.Struct({
  title: Schema.NonEmptyString,
  slug: Schema.NonEmptyString,
  logo_src: Schema.String,
  banner: Maybe(Schema.String),
  description: Maybe(Schema.String)
})
export type ManufacturerBrandTile = typeof ManufacturerBrandTile.Type

/**
 * Where a brand tile leads: the brand's overview page, or the tile's own address when its slug
 * is already one (an external site or a fixed page such as `/twg-cars`).
 *
 * @example
 * brandTileHref({ slug: "kia" }) // "/kia/overview"
 * brandTileHref({ slug: "/twg-cars" }) // "/twg-cars"
 */
export function brandTileHref(tile: Pick<ManufacturerBrandTile, "slug">): string {
  const slug = tile.slug.trim()
  if (/^(https?:)?\/\//i.test(slug) || slug.startsWith("/")) return slug
  return `/${encodeURIComponent(slug)}/overview`
}
