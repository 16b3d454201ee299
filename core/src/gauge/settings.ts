import * as Schema from "effect/Schema"
import { withDefault } from "../shared/with-default.ts"

/**
 * A tenant's gauge settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const GaugeSettings = /* @__PURE__ */ Schema.Struct({
  /** The site's plugin list includes Autogauge: the market-price gauge may show. */
  autogauge_plugin: /* @__PURE__ */ withDefault(Schema.Boolean, false)
})
export type GaugeSettings = typeof GaugeSettings.Type
