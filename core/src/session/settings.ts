import * as Schema from "effect/Schema"
import { OpenLiteral } from "../shared/open-literal.ts"
import { withDefault } from "../shared/with-default.ts"

/** The plugins a site or a signed-in session can unlock; unknown names decode to "other". */
export const PluginName = /* @__PURE__ */ OpenLiteral(["Autogauge", "Car Analysis", "PPSR Report"])
export type PluginName = typeof PluginName.Type

const SitePath = /* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^\/[a-z0-9-]+$/))

/**
 * A tenant's session settings: which routes need sign-in and which plugins the site has, each with
 * the specification's default (sections 2 and 6 of document 001), so no rule compares a slug.
 * Online payment and the garage pages always need sign-in and have no switch.
 */
export const SessionSettings = /* @__PURE__ */ Schema.Struct({
  /** /cars/{slug}/checkout (and /buy-online) needs sign-in: "checkout (some sites)". */
  checkout_gated: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** /personalised/finance?car_id needs sign-in: "finance (when configured)". */
  car_finance_gated: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** /finance needs sign-in: "the finance page on one site variant". */
  finance_page_gated: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** /spin-to-win needs sign-in. */
  spin_to_win_gated: /* @__PURE__ */ withDefault(Schema.Boolean, true),
  /** /cars/trade-in?car_id needs sign-in; section 6 says trade-in is not gated. */
  trade_in_gated: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** /sell-my-car needs sign-in; section 6 says sell-my-car is not gated. */
  sell_my_car_gated: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /**
   * The site's garage page paths, always behind sign-in; the first is the one the site links to.
   * A dealer group lists its own (`/mymotorama`, `/mybigboxcars`, `/myblinkr`, `/myservco`); every
   * garage path a tenant does not list is a 404 there.
   */
  garage_paths: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(SitePath), ["/my-garage"]),
  /** The site's plugin list, used when the session carries none. */
  plugins: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(PluginName), [])
})
export type SessionSettings = typeof SessionSettings.Type
