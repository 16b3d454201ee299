import * as Schema from "effect/Schema"
import * as SchemaTransformation from "effect/SchemaTransformation"

/**
 * A string enumeration that never fails on values it does not know: they decode to `"other"`.
 * Upstream systems add statuses and types without notice; a page must not crash on them.
 *
 * @example
 * import { OpenLiteral } from "@dealer/core/shared"
 *
 * const CarStatus = OpenLiteral(["in_stock", "coming_soon", "sold"])
 * // "on_hold" decodes to "other"
 */
export function OpenLiteral<const L extends ReadonlyArray<string>>(known: L) {
  type Known = L[number] | "other"
  const Known = Schema.Literals([...known, "other"]) as Schema.Codec<Known>
  const toKnown = SchemaTransformation.transform<Known, string>({
    decode: (raw) => ((known as ReadonlyArray<string>).includes(raw) ? raw : "other"),
    encode: (value) => value
  })
  return Schema.String.pipe(Schema.decodeTo(Known, toKnown))
}
