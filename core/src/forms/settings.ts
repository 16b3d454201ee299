import { Schema } from "effect"

/**
 * A tenant's forms settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const FormsSettings = Schema.Struct({})
export type FormsSettings = typeof FormsSettings.Type
