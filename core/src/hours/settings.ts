import * as Schema from "effect/Schema"
import { withDefault } from "../shared/with-default.ts"

/**
 * A tenant's hours settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const HoursSettings = /* @__PURE__ */ Schema.Struct({
  /** State whose time zone applies when a location's state is missing or unknown (001 section 9). */
  default_state: /* @__PURE__ */ withDefault(Schema.NonEmptyString, "qld")
})
export type HoursSettings = typeof HoursSettings.Type
