import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/**
 * A brand tile of a group site's brand grid and mega-menu (stock document section 3,
 * "Manufacturer brand tile"). `logo_src` is the logo image's source address.
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { ManufacturerBrandTile } from "@dealer/core/stock"
 *
 * decodeOrThrow(ManufacturerBrandTile, { title: "Kia", slug: "kia", logo_src: "/logos/kia.svg" }, "brand tile")
 */
export const ManufacturerBrandTile = /* @__PURE__ */ Schema.Struct({
  title: Schema.NonEmptyString,
  slug: Schema.NonEmptyString,
  logo_src: Schema.String,
  banner: /* @__PURE__ */ Maybe(Schema.String),
  description: /* @__PURE__ */ Maybe(Schema.String)
})
export type ManufacturerBrandTile = typeof ManufacturerBrandTile.Type

export { brandTileHref } from "./brand-tile-href.ts"
