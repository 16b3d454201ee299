import { Schema } from "effect"

/**
 * A tenant's session settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const SessionSettings = Schema.Struct({})
export type SessionSettings = typeof SessionSettings.Type
