import { Schema } from "effect"

/**
 * A tenant's analytics settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const AnalyticsSettings = Schema.Struct({})
export type AnalyticsSettings = typeof AnalyticsSettings.Type
