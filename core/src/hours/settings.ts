import { Schema } from "effect"

/**
 * A tenant's hours settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const HoursSettings = Schema.Struct({})
export type HoursSettings = typeof HoursSettings.Type
