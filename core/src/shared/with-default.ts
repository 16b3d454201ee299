import { Effect, Schema } from "effect"

/**
 * A struct key that may be left out of the input, taking the specification's default.
 *
 * @example
 * const Settings = Schema.Struct({ just_arrived_days: withDefault(Schema.Finite, 8) })
 */
export const withDefault = <S extends Schema.Top>(schema: S, value: S["Encoded"]) =>
  schema.pipe(Schema.withDecodingDefaultKey(Effect.succeed(value)))
