import * as Schema from "effect/Schema"

/**
 * An optional field that upstream data may also send as `null`.
 *
 * @example
 * import { Maybe } from "@dealer/core/shared"
 * import { Schema } from "effect"
 *
 * const Car = Schema.Struct({ badge: Maybe(Schema.String) })
 */
export const Maybe = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema))
