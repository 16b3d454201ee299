import type { SpinResult } from "../promotions/draw-spin-prize.ts"

/** Whose entry of which campaign. */
export interface SpinEntrant {
  readonly tenantSlug: string
  readonly userId: number
  readonly campaignId: string
}

/** A stored spin-to-win entry: the shopper's one result of a campaign. */
export interface SpinEntry extends SpinEntrant, SpinResult {
  readonly createdAt: Date
}

/**
 * Spin-to-win entries, one per shopper per campaign. `enter` keeps the first entry: when two
 * spins of one shopper race, both answer with the one that was stored.
 *
 * @example
 * import type { SpinResult } from "@dealer/core/promotions"
 * import type { SpinEntryRepository } from "@dealer/core/ports"
 *
 * // A shopper's one entry in a campaign: the stored one if they spun before, else the new draw.
 * async function enterOnce(spinEntries: SpinEntryRepository, userId: number, draw: SpinResult, now: Date) {
 *   const entrant = { tenantSlug: "acme", userId, campaignId: "spring" }
 *   return (await spinEntries.find(entrant)) ?? (await spinEntries.enter({ ...entrant, ...draw }, now))
 * }
 */
export interface SpinEntryRepository {
  readonly find: (entrant: SpinEntrant) => Promise<SpinEntry | null>
  /** Stores the entry unless the shopper has one for the campaign; answers the stored entry. */
  readonly enter: (entry: SpinEntrant & SpinResult, now: Date) => Promise<SpinEntry>
}
