import { insertPromoCards, type ListingEntry } from "./insert-promo-cards.ts"
import type { PromoNode } from "./promo-node.ts"
import { promoPlacements, type PromoPlacementSettings } from "./promo-placement.ts"
import { activePromos } from "./promo-schedule.ts"

/** The inputs of one result page's promo cards; time and the random choice come from the caller. */
export interface ListingPromoContext {
  readonly now: Date
  /** The page's random choice in [0, 1). */
  readonly roll: number
  readonly settings: PromoPlacementSettings
}

/**
 * A result list with the promo cards that show at `now` placed into it.
 *
 * @example
 * import { listingWithPromos } from "@dealer/core/promotions"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant({
 *   promotions: { promo_nodes: [{ node: "we-want-your-car" }], promo_slot_positions: [2], promo_random_offset_max: 0 }
 * })
 * const now = new Date("2026-03-02T10:00:00+10:00")
 * const cards = ["Hilux", "Ranger", "Navara"]
 *
 * listingWithPromos(cards, tenant.promotions.promo_nodes, { now, roll: 0.3, settings: tenant.promotions }).length // => 4
 */
export function listingWithPromos<C>(
  cards: ReadonlyArray<C>,
  promos: ReadonlyArray<PromoNode>,
  context: ListingPromoContext
): ReadonlyArray<ListingEntry<C, PromoNode>> {
  const placements = promoPlacements(activePromos(promos, context.now), context.settings, context.roll)
  return insertPromoCards(cards, placements)
}
