import { Schema } from "effect"
import { withDefault } from "../shared/with-default.ts"
import { DiscoverByModelId } from "./discover.ts"

/**
 * A tenant's models settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const ModelsSettings = Schema.Struct({
  /** The 'Discover' cross-sell cards of each model page, keyed by model id; none by default. */
  discover_by_model_id: withDefault(DiscoverByModelId, {}),
  /** The driver assistance systems the brand model page lists (the specification's brand has 18). */
  driver_assistance_systems: withDefault(Schema.Array(Schema.NonEmptyString), [])
})
export type ModelsSettings = typeof ModelsSettings.Type
