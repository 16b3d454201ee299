import * as Schema from "effect/Schema"
import { withDefault } from "../shared/with-default.ts"

/**
 * A tenant's share settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const ShareSettings = /* @__PURE__ */ Schema.Struct({
  /** Leaves Twitter out of the share links. */
  hide_twitter: /* @__PURE__ */ withDefault(Schema.Boolean, false)
})
export type ShareSettings = typeof ShareSettings.Type
