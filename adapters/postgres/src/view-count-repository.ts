import { zonedClock, type ViewCountRepository } from "@dealer/core"
import type { Queryable } from "./database.ts"
import { hashText } from "./hashing.ts"

/**
 * Core's `ViewCountRepository`: a visit row per tenant, car, hashed visitor key and calendar day
 * (`zonedClock(now, timeZone).date`), and a running total per car raised only when the visit row
 * is new, in the same transaction.
 *
 * @example
 * await createViewCountRepository(db).countView({ tenantSlug: "acme", carId: 12, visitorKeys: [cookieId], now, timeZone })
 */
export function createViewCountRepository(db: Queryable): ViewCountRepository {
  const views = async (tx: Queryable, tenantSlug: string, carId: number) => {
    const [row] = await tx.query<{ views: number }>(
      "SELECT views FROM car_view_totals WHERE tenant_slug = $1 AND car_id = $2",
      [tenantSlug, carId]
    )
    return row === undefined ? 0 : Number(row.views)
  }
  return {
    countView: ({ tenantSlug, carId, visitorKeys, now, timeZone }) =>
      db.transaction(async (tx) => {
        if (visitorKeys.length === 0) throw new RangeError("A car view needs at least one visitor key")
        const hashes = [...new Set(visitorKeys.map((key) => hashText(["visitor", tenantSlug, key])))]
        const visit = await tx.query(
          `INSERT INTO car_view_visits (tenant_slug, car_id, visitor_hash, day)
           SELECT $1, $2, hash, $4::date FROM unnest($3::text[]) AS hash
           ON CONFLICT DO NOTHING RETURNING car_id`,
          [tenantSlug, carId, hashes, zonedClock(now, timeZone).date]
        )
        // Counted only when no key of the visitor had viewed the car that day.
        if (visit.length < hashes.length) return { views: await views(tx, tenantSlug, carId), counted: false }
        const [total] = await tx.query<{ views: number }>(
          `INSERT INTO car_view_totals (tenant_slug, car_id, views) VALUES ($1, $2, 1)
           ON CONFLICT (tenant_slug, car_id) DO UPDATE SET views = car_view_totals.views + 1
           RETURNING views`,
          [tenantSlug, carId]
        )
        return { views: Number(total?.views ?? 1), counted: true }
      }),
    views: (tenantSlug, carId) => views(db, tenantSlug, carId)
  }
}
