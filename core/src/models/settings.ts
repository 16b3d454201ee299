import { Schema } from "effect"

/**
 * A tenant's models settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const ModelsSettings = Schema.Struct({})
export type ModelsSettings = typeof ModelsSettings.Type
