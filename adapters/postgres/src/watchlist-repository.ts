import type { WatchlistEntry, WatchlistOwner, WatchlistRepository } from "@dealer/core"
import type { Queryable } from "./database.ts"

/**
 * Core's `WatchlistRepository` over `watchlist_entries`, keyed by tenant, user and car; the user
 * must be one of the tenant's (a foreign key says so).
 *
 * @example
 * await createWatchlistRepository(db).save({ tenantSlug: "acme", userId: 4 }, 812, now) // [{ id: 812 }]
 */
export function createWatchlistRepository(db: Queryable): WatchlistRepository {
  const list = async (owner: WatchlistOwner): Promise<ReadonlyArray<WatchlistEntry>> => {
    const rows = await db.query<{ car_id: number }>(
      `SELECT car_id FROM watchlist_entries WHERE tenant_slug = $1 AND user_id = $2 ORDER BY created_at, car_id`,
      [owner.tenantSlug, owner.userId]
    )
    return rows.map((row) => ({ id: Number(row.car_id) }))
  }
  return {
    list,
    save: async (owner, carId, now) => {
      await db.query(
        `INSERT INTO watchlist_entries (tenant_slug, user_id, car_id, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [owner.tenantSlug, owner.userId, carId, now]
      )
      return list(owner)
    },
    remove: async (owner, carId) => {
      await db.query("DELETE FROM watchlist_entries WHERE tenant_slug = $1 AND user_id = $2 AND car_id = $3", [
        owner.tenantSlug,
        owner.userId,
        carId
      ])
      return list(owner)
    }
  }
}
