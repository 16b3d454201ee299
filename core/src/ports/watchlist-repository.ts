import type { WatchlistEntry } from "../session/watchlist-entry.ts"

/** Which user's watchlist, of which tenant. */
export interface WatchlistOwner {
  readonly tenantSlug: string
  readonly userId: number
}

/**
 * The signed-in shopper's saved cars (`/api/watchlist`, `save-car`, `remove-car`). The user comes
 * from the session, never from a request body. Lists are in the order the cars were saved.
 *
 * @example
 *
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * const entries = await watchlists.save({ tenantSlug: "acme", userId: 4 }, 812, now) // [..., { id: 812 }]
 */
export interface WatchlistRepository {
  readonly list: (owner: WatchlistOwner) => Promise<ReadonlyArray<WatchlistEntry>>
  /** Adds a car (saving it again changes nothing) and answers the whole list. */
  readonly save: (owner: WatchlistOwner, carId: number, now: Date) => Promise<ReadonlyArray<WatchlistEntry>>
  /** Removes a car (removing a missing car changes nothing) and answers the whole list. */
  readonly remove: (owner: WatchlistOwner, carId: number) => Promise<ReadonlyArray<WatchlistEntry>>
}
