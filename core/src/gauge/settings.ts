import { Schema } from "effect"

/**
 * A tenant's gauge settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const GaugeSettings = Schema.Struct({})
export type GaugeSettings = typeof GaugeSettings.Type
