import * as Schema from "effect/Schema"
import { withDefault } from "../shared/with-default.ts"
import { InfoTabContent } from "./info-tab-content.ts"

const Days = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0))
const Names = /* @__PURE__ */ Schema.Array(Schema.String)

/**
 * A tenant's stock settings: every "on some tenants" variant of stock display as a named field with
 * the specification's default, so no rule compares a slug.
 */
export const StockSettings = /* @__PURE__ */ Schema.Struct({
  /** Electric, hybrid or PHEV fuel tag first on cards (card tag step 1). */
  ev_fuel_tag: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** Certified used logo on cards (card tag step 3). */
  certified_logo: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** Cars created within this many days get the new-arrival tag. */
  just_arrived_days: /* @__PURE__ */ withDefault(Days, 8),

  /** The Get Finance button (finance features are gated per site). */
  finance_button: /* @__PURE__ */ withDefault(Schema.Boolean, true),
  /** The Trade-in button on the vehicle page (not on cards), to `/cars/trade-in?car_id={id}`. */
  trade_in_button: /* @__PURE__ */ withDefault(Schema.Boolean, true),
  /** The Book a Test Drive button. */
  test_drive_button: /* @__PURE__ */ withDefault(Schema.Boolean, true),
  /** Online reservation by deposit (Reserve Now) for eligible cars. */
  reserve_online: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** Reserve path under the car: `/cars/{slug}/checkout`, or `/cars/{slug}/buy-online` on one tenant. */
  reserve_path: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Literals(["checkout", "buy-online"]), "checkout"),
  /** Buy Online: never, for every available car, or only for used cars and `online_purchase_makes`. */
  online_purchase: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Literals(["off", "all", "used-or-makes"]), "off"),
  /** Makes offered online whatever their condition when `online_purchase` is `used-or-makes` (e.g. Kia, MG). */
  online_purchase_makes: /* @__PURE__ */ withDefault(Names, []),
  /** The refundable reservation deposit in whole dollars (section 9 of document 001: "$200 (default)"). */
  reserve_deposit: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isGreaterThan(0)), 200),
  /** How long a paid deposit holds the car, in hours ("held 48 hours"). */
  reserve_hold_hours: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThan(0)), 48),

  /** The dealer's copy for the What's Included, Why Buy From Us?, Reserve Online and Protect Your Car tabs. */
  info_tabs: /* @__PURE__ */ withDefault(InfoTabContent, {}),

  /** The vehicle page's sticky bottom bar (Reserve Car Now, Enquire Now or Instant Message, Call Now). */
  sticky_bottom_bar: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /**
   * Where the bar's Instant Message leads (an `https:` chat page or an `sms:` number); without one
   * the bar offers Enquire Now.
   */
  instant_message_href: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.NullOr(/* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^(https:\/\/|sms:)\S+$/))), null),

  /** Storing favourites locally; off hides the favourite control. */
  favourites_enabled: /* @__PURE__ */ withDefault(Schema.Boolean, true),
  /** One tenant also hides the favourite control for unpriced, photo-less or non-used cars. */
  favourites_used_listed_only: /* @__PURE__ */ withDefault(Schema.Boolean, false),

  /** Cars priced below this are hidden from searches (`null`: no price rule). */
  visible_min_price: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.NullOr(Schema.Finite), null),
  /** Conditions a site lists (empty: all). */
  visible_car_types: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(/* @__PURE__ */ Schema.Literals(["new", "used", "demo"])), []),
  /** Statuses a site never lists, on top of the availability rule. */
  hidden_statuses: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(/* @__PURE__ */ Schema.Literals(["in_stock", "coming_soon", "sold"])), []),
  /** Hide cars without a photo. */
  require_photos: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** Stock numbers never listed. */
  excluded_stock_numbers: /* @__PURE__ */ withDefault(Names, []),
  /** Lowest-price-first sorting also leaves out cars without a positive price. */
  price_ascending_requires_price: /* @__PURE__ */ withDefault(Schema.Boolean, false),

  /** Price quick-picks also offer $300,000 to $800,000 (one brand's flag). */
  premium_price_quick_picks: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** An expired registration reads "Unregistered" rather than nothing. */
  show_unregistered: /* @__PURE__ */ withDefault(Schema.Boolean, false),

  /** Breadcrumb links start `/search/...`, or `/used-car/...` on some sites. */
  breadcrumb_prefix: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Literals(["search", "used-car"]), "search"),
  /** Models that get their own breadcrumb (the site's configured models). */
  breadcrumb_models: /* @__PURE__ */ withDefault(Names, []),

  /** Make list: 7 makes, a site's longer popular list, or 20 makes then "All Makes". */
  make_list: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Literals(["standard", "popular", "all-makes-link"]), "standard"),
  /** The popular makes, in order, for `make_list: popular`. */
  popular_makes: /* @__PURE__ */ withDefault(Names, [])
})
export type StockSettings = typeof StockSettings.Type
