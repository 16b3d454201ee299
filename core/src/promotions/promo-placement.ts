import type { PromoNode } from "./promo-node.ts"

/** The settings that decide where promo cards go. */
export interface PromoPlacementSettings {
  /** Slots one of which is picked at random per page, e.g. [8, 17]; empty uses each promo's own position. */
  readonly promo_slot_positions: ReadonlyArray<number>
  /** Each promo's position moves by a random 0..max (e.g. 2); 0 keeps it where it is. */
  readonly promo_random_offset_max: number
}

/** A promo card with the list index it should take. */
export interface PromoPlacement<P> {
  readonly promo: P
  readonly position: number
}

/**
 * Where each promo card goes (stock document section 2, document 001 section 9). `roll` is the page's
 * random choice, a number in [0, 1): with slot positions it picks the slot of the first promo (later
 * promos take the following slots, wrapping); otherwise it picks the offset added to every position.
 *
 * @example
 * import { promoPlacements } from "@dealer/core/promotions"
 *
 * const weWantYourCar = { node: "we-want-your-car", position: 1 }
 *
 * promoPlacements([weWantYourCar], { promo_slot_positions: [8, 17], promo_random_offset_max: 0 }, 0.7)
 * // => [{ promo: weWantYourCar, position: 17 }]
 */
export function promoPlacements<P extends Pick<PromoNode, "position">>(
  promos: ReadonlyArray<P>,
  settings: PromoPlacementSettings,
  roll: number
): ReadonlyArray<PromoPlacement<P>> {
  if (!(roll >= 0 && roll < 1)) throw new RangeError(`A random roll lies in [0, 1), got ${roll}`)
  const slots = settings.promo_slot_positions
  if (slots.length > 0) {
    const first = Math.floor(roll * slots.length)
    return promos.map((promo, index) => ({ promo, position: slots[(first + index) % slots.length] ?? promo.position }))
  }
  const offset = Math.floor(roll * (Math.max(0, Math.floor(settings.promo_random_offset_max)) + 1))
  return promos.map((promo) => ({ promo, position: promo.position + offset }))
}
