import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"
import { withDefault } from "../shared/with-default.ts"
import { Offer } from "./offer.ts"
import { PromoNode } from "./promo-node.ts"
import { SpinCampaign } from "./spin-campaign.ts"

const ListIndex = Schema.Finite.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))

/** A tenant's emergency banner notice. */
export const EmergencyNoticeSetting = Schema.Struct({
  message: Schema.NonEmptyString,
  href: Maybe(Schema.String)
})

/**
 * A tenant's promotions settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const PromotionsSettings = Schema.Struct({
  /** The promo cards of result lists (e.g. `we-want-your-car`). */
  promo_nodes: withDefault(Schema.Array(PromoNode), []),
  /** Slots one of which is picked at random per page ([8, 17] on one tenant); empty uses each promo's position. */
  promo_slot_positions: withDefault(Schema.Array(ListIndex), []),
  /** Random offset 0..max added to each promo's position (2 on another tenant). */
  promo_random_offset_max: withDefault(ListIndex, 0),
  /** Where the 'We Want Your Car!' card leads: the sell-your-car page, or the site's own (e.g. `/trade-in`). */
  we_want_your_car_href: withDefault(Schema.String.check(Schema.isPattern(/^\/|^https?:\/\//)), "/sell-your-car"),
  /** The dismissible 'BOOK A SERVICE' banner. */
  book_service_banner: withDefault(Schema.Boolean, false),
  /** The dismissible emergency banner; none by default. */
  emergency_notice: Maybe(EmergencyNoticeSetting),
  /** The group-site claims (50+ locations, 40+ brands, 30+ years). */
  group_site_claims: withDefault(Schema.Boolean, false),
  /** The home page slider's promotions, each with its page at /offers/{id}; none by default. */
  offers: withDefault(Schema.Array(Offer), []),
  /** The home page sales counter (192 sales a day, Brisbane time). */
  sales_counter: withDefault(Schema.Boolean, false),
  /** The spin-to-win campaign at /spin-to-win; none by default (the page is a 404). */
  spin_to_win: withDefault(Schema.NullOr(SpinCampaign), null)
})
export type PromotionsSettings = typeof PromotionsSettings.Type
