import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import { withDefault } from "../shared/with-default.ts"
import { Offer } from "./offer.ts"
import { PromoNode } from "./promo-node.ts"
import { SpinCampaign } from "./spin-campaign.ts"

const ListIndex = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0))

/** A tenant's emergency banner notice. */
export const EmergencyNoticeSetting = /* @__PURE__ */ Schema.Struct({
  message: Schema.NonEmptyString,
  href: /* @__PURE__ */ Maybe(Schema.String)
})

/**
 * A tenant's promotions settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const PromotionsSettings = /* @__PURE__ */ Schema.Struct({
  /** The promo cards of result lists (e.g. `we-want-your-car`). */
  promo_nodes: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(PromoNode), []),
  /** Slots one of which is picked at random per page ([8, 17] on one tenant); empty uses each promo's position. */
  promo_slot_positions: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(ListIndex), []),
  /** Random offset 0..max added to each promo's position (2 on another tenant). */
  promo_random_offset_max: /* @__PURE__ */ withDefault(ListIndex, 0),
  /** Where the 'We Want Your Car!' card leads: the sell-your-car page, or the site's own (e.g. `/trade-in`). */
  we_want_your_car_href: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^\/|^https?:\/\//)), "/sell-your-car"),
  /** The dismissible 'BOOK A SERVICE' banner. */
  book_service_banner: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** The dismissible emergency banner; none by default. */
  emergency_notice: /* @__PURE__ */ Maybe(EmergencyNoticeSetting),
  /** The group-site claims (50+ locations, 40+ brands, 30+ years). */
  group_site_claims: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** The home page slider's promotions, each with its page at /offers/{id}; none by default. */
  offers: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(Offer), []),
  /** The home page sales counter (192 sales a day, Brisbane time). */
  sales_counter: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** The spin-to-win campaign at /spin-to-win; none by default (the page is a 404). */
  spin_to_win: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.NullOr(SpinCampaign), null)
})
export type PromotionsSettings = typeof PromotionsSettings.Type
