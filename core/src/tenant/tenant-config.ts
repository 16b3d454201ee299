import { Effect, Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"
import { defaultTexts, type TextKey } from "./texts.ts"
import { Location } from "./location.ts"

const textOverrides = Object.fromEntries(
  (Object.keys(defaultTexts) as TextKey[]).map((key) => [key, Schema.optionalKey(Schema.String)])
) as { [K in TextKey]: Schema.optionalKey<Schema.String> }

const withDefault = <S extends Schema.Top>(schema: S, value: S["Encoded"]) =>
  schema.pipe(Schema.withDecodingDefaultKey(Effect.succeed(value)))

/**
 * One dealer site's configuration (first cut). Every "on some tenants" rule of the specification
 * becomes a named field here with the specification's default; no rule ever compares a slug.
 *
 * @example
 * const tenant = decodeOrThrow(TenantConfig, json, "tenant acme")
 */
export const TenantConfig = Schema.Struct({
  id: Schema.Finite.check(Schema.isInt()),
  slug: Schema.String.check(Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  name: Schema.NonEmptyString,
  url: Maybe(Schema.String),
  manufacturer: Maybe(Schema.String),
  offers_subscription: withDefault(Schema.Boolean, false),
  features: withDefault(
    Schema.Struct({
      ev_fuel_tag: withDefault(Schema.Boolean, false),
      certified_logo: withDefault(Schema.Boolean, false)
    }),
    {}
  ),
  just_arrived_days: withDefault(Schema.Finite.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)), 8),
  include_sold_cars_days: withDefault(Schema.Finite.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)), 3),
  texts: withDefault(Schema.Struct(textOverrides), {}),
  locations: Schema.Array(Location)
})
export type TenantConfig = typeof TenantConfig.Type
