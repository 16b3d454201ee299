import type { PromoNode } from "./promo-node.ts"
import type { PromoPlacement } from "./promo-placement.ts"

/** One entry of a result list: a car card or a promo card. */
export type ListingEntry<C, P> =
  { readonly kind: "card"; readonly card: C } | { readonly kind: "promo"; readonly promo: P }

/**
 * Inserts promo cards into a list of cards so that each promo sits at its position in the final list.
 * The cards keep their order. A promo past the end of the list goes last, unless it is `strictDisplay`
 * (then it is left out); promos sharing a position keep their given order; an empty list gets no promos,
 * so a promo never stands in for results.
 *
 * @example
 * import { insertPromoCards } from "@dealer/core/promotions"
 *
 * insertPromoCards(["a", "b", "c"], [{ promo: { node: "we-want-your-car", strictDisplay: false }, position: 1 }])
 * // [card a, promo we-want-your-car, card b, card c]
 */
export function insertPromoCards<C, P extends Pick<PromoNode, "strictDisplay">>(
  cards: ReadonlyArray<C>,
  placements: ReadonlyArray<PromoPlacement<P>>
): ReadonlyArray<ListingEntry<C, P>> {
  const entries: Array<ListingEntry<C, P>> = cards.map((card) => ({ kind: "card", card }))
  if (cards.length === 0) return entries
  const ordered = placements
    .map((placement, order) => ({ ...placement, order }))
    .filter((placement) => Number.isInteger(placement.position) && placement.position >= 0)
    .sort((a, b) => a.position - b.position || a.order - b.order)
  let lastIndex = -1
  for (const { promo, position } of ordered) {
    const wanted = Math.max(position, lastIndex + 1)
    if (wanted > entries.length && promo.strictDisplay) continue
    const index = Math.min(wanted, entries.length)
    entries.splice(index, 0, { kind: "promo", promo })
    lastIndex = index
  }
  return entries
}
