import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"

/**
 * A struct key that may be left out of the input, taking the specification's default.
 *
 * @example
 * import { withDefault } from "@dealer/core/shared"
 * import { Schema } from "effect"
 *
 * const Settings = Schema.Struct({ just_arrived_days: withDefault(Schema.Finite, 8) })
 */
export const withDefault = <S extends Schema.Top>(schema: S, value: S["Encoded"]) =>
  schema.pipe(Schema.withDecodingDefaultKey(Effect.succeed(value)))
