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

export { brandTileHref } from "./brand-tile-href.ts"
