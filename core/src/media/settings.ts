import { Schema } from "effect"

/**
 * A tenant's media settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const MediaSettings = Schema.Struct({})
export type MediaSettings = typeof MediaSettings.Type
