import * as Schema from "effect/Schema"

/**
 * An optional field that upstream data may also send as `null`.
 *
 * @example
 * const Car = Schema.Struct({ badge: Maybe(Schema.String) })
 */
export const Maybe = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema))
