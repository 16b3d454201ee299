import { Schema } from "effect"

/**
 * A tenant's share settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const ShareSettings = Schema.Struct({})
export type ShareSettings = typeof ShareSettings.Type
