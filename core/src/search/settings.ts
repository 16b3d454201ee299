import { Schema } from "effect"
import { withDefault } from "../shared/with-default.ts"

/**
 * A tenant's search settings: every "on some tenants" variant of stock search as a named field
 * with the specification's default. (Lowest-price-first needing a price is the stock section's
 * `price_ascending_requires_price`, beside the other visibility rules.)
 */
export const SearchSettings = Schema.Struct({
  /** New and demo stock merge in search filters (section 5): one "new" value selects and counts both. */
  merge_new_and_demo: withDefault(Schema.Boolean, false)
})
export type SearchSettings = typeof SearchSettings.Type
