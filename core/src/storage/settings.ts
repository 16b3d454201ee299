import * as Schema from "effect/Schema"
import { withDefault } from "../shared/with-default.ts"

/**
 * A tenant's storage settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const StorageSettings = /* @__PURE__ */ Schema.Struct({
  /** Storing favourites locally; when off, the favourite control is hidden. */
  store_favourites: /* @__PURE__ */ withDefault(Schema.Boolean, true)
})
export type StorageSettings = typeof StorageSettings.Type
