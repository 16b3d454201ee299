import { Schema } from "effect"

/**
 * A tenant's locations settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const LocationsSettings = Schema.Struct({})
export type LocationsSettings = typeof LocationsSettings.Type
