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
 *
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * const entry = await spinEntries.enter({ tenantSlug: "acme", userId: 4, campaignId: "spring", prizeId: "cap", prizeLabel: "Cap" }, now)
 * await spinEntries.find({ tenantSlug: "acme", userId: 4, campaignId: "spring" }) // the same entry
 */
export interface SpinEntryRepository {
  readonly find: (entrant: SpinEntrant) => Promise<SpinEntry | null>
  /** Stores the entry unless the shopper has one for the campaign; answers the stored entry. */
  readonly enter: (entry: SpinEntrant & SpinResult, now: Date) => Promise<SpinEntry>
}
