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
 * import type { WatchlistRepository } from "@dealer/core/ports"
 *
 * // Saves or removes a car on a shopper's watchlist; either way the new list comes back.
 * async function toggleSaved(watchlists: WatchlistRepository, userId: number, carId: number, now: Date) {
 *   const owner = { tenantSlug: "acme", userId }
 *   const saved = (await watchlists.list(owner)).some((entry) => entry.id === carId)
 *   return saved ? watchlists.remove(owner, carId) : watchlists.save(owner, carId, now)
 * }
 */
export interface WatchlistRepository {
  readonly list: (owner: WatchlistOwner) => Promise<ReadonlyArray<WatchlistEntry>>
  /** Adds a car (saving it again changes nothing) and answers the whole list. */
  readonly save: (owner: WatchlistOwner, carId: number, now: Date) => Promise<ReadonlyArray<WatchlistEntry>>
  /** Removes a car (removing a missing car changes nothing) and answers the whole list. */
  readonly remove: (owner: WatchlistOwner, carId: number) => Promise<ReadonlyArray<WatchlistEntry>>
}
