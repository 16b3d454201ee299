import { Schema } from "effect"

/**
 * A tenant's storage settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const StorageSettings = Schema.Struct({})
export type StorageSettings = typeof StorageSettings.Type
