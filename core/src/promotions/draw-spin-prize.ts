import type { SpinCampaign, SpinPrize } from "./spin-campaign.ts"

/** A number in [0, 1), such as `Math.random()` or a seeded source in tests. */
export type RandomSource = () => number

/**
 * Draws one prize, each with a chance of its weight over the total weight. The random source is
 * injected so the draw is pure; a value outside [0, 1) is clamped into it.
 *
 * @example
 * import { drawSpinPrize } from "@dealer/core/promotions"
 *
 * drawSpinPrize([{ id: "cap", label: "Cap", weight: 3 }, { id: "car", label: "Car", weight: 1 }], () => 0.8).id // => "car"
 */
export function drawSpinPrize(prizes: ReadonlyArray<SpinPrize>, random: RandomSource): SpinPrize {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0)
  const value = Math.min(Math.max(random(), 0), 1 - Number.EPSILON)
  let target = Math.floor(value * total)
  for (const prize of prizes) {
    if (target < prize.weight) return prize
    target -= prize.weight
  }
  const last = prizes[prizes.length - 1]
  if (last === undefined) throw new Error("A spin-to-win campaign has at least one prize")
  return last
}

/** A shopper's one entry of a campaign: the prize they won. */
export interface SpinResult {
  readonly prizeId: string
  readonly prizeLabel: string
}

/** What a spin does: keep the shopper's first result, or draw and store a new one. */
export type SpinDecision =
  | { readonly kind: "already-spun"; readonly result: SpinResult }
  | { readonly kind: "new-entry"; readonly result: SpinResult }

/**
 * One spin per shopper per campaign: a shopper who has an entry keeps it (a second spin, a reload
 * or a second tab shows the first prize); otherwise a prize is drawn.
 *
 * @example
 * import { decideSpin } from "@dealer/core/promotions"
 *
 * const campaign = {
 *   id: "spring", title: "Spring Spin to Win", intro: "", terms: "One spin per person.", enabled: true,
 *   prizes: [{ id: "cap", label: "Cap", weight: 3 }, { id: "service", label: "Free service", weight: 1 }]
 * } as const
 * const firstResult = { prizeId: "service", prizeLabel: "Free service" }
 *
 * decideSpin(campaign, null, () => 0) // => { kind: "new-entry", result: { prizeId: "cap", prizeLabel: "Cap" } }
 * decideSpin(campaign, firstResult, Math.random) // => { kind: "already-spun", result: firstResult }
 */
export function decideSpin(campaign: SpinCampaign, existing: SpinResult | null, random: RandomSource): SpinDecision {
  if (existing !== null) return { kind: "already-spun", result: existing }
  const prize = drawSpinPrize(campaign.prizes, random)
  return { kind: "new-entry", result: { prizeId: prize.id, prizeLabel: prize.label } }
}
