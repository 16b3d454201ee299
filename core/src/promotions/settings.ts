import { Schema } from "effect"

/**
 * A tenant's promotions settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const PromotionsSettings = Schema.Struct({})
export type PromotionsSettings = typeof PromotionsSettings.Type
