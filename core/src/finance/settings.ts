import { Schema } from "effect"

/**
 * A tenant's finance settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const FinanceSettings = Schema.Struct({})
export type FinanceSettings = typeof FinanceSettings.Type
