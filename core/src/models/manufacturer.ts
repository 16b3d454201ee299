import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"

/**
 * A manufacturer (document 001, section 3 "Other": id, name, slug, logo url).
 *
 * @example
 * const chery = decodeOrThrow(Manufacturer, { id: 7, name: "Chery", slug: "chery", logo_url: "/chery.svg" }, "manufacturer")
 */
export const Manufacturer = Schema.Struct({
  id: Schema.Finite,
  name: Schema.NonEmptyString,
  slug: Schema.String,
  logo_url: Maybe(Schema.String)
})
export type Manufacturer = typeof Manufacturer.Type
