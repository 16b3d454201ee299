import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/**
 * A manufacturer (document 001, section 3 "Other": id, name, slug, logo url).
 *
 * @example
 * import { Manufacturer } from "@dealer/core/models"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const chery = decodeOrThrow(Manufacturer, { id: 7, name: "Chery", slug: "chery", logo_url: "/chery.svg" }, "manufacturer")
 */
export const Manufacturer = /* @__PURE__ */ Schema.Struct({
  id: Schema.Finite,
  name: Schema.NonEmptyString,
  slug: Schema.String,
  logo_url: /* @__PURE__ */ Maybe(Schema.String)
})
export type Manufacturer = typeof Manufacturer.Type
