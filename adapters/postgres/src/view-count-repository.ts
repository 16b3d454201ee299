import { zonedClock, type ViewCountRepository } from "@dealer/core"
import type { Queryable } from "./database.ts"
import { hashText } from "./hashing.ts"

/**
 * Core's `ViewCountRepository`: a visit row per tenant, car, hashed visitor and calendar day
 * (`zonedClock(now, timeZone).date`), and a running total per car raised only when the visit row
 * is new, in the same transaction.
 *
 * @example
 * await createViewCountRepository(db).countView({ tenantSlug: "acme", carId: 12, visitorKey, now, timeZone })
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
    countView: ({ tenantSlug, carId, visitorKey, now, timeZone }) =>
      db.transaction(async (tx) => {
        const visit = await tx.query(
          `INSERT INTO car_view_visits (tenant_slug, car_id, visitor_hash, day) VALUES ($1, $2, $3, $4::date)
           ON CONFLICT DO NOTHING RETURNING car_id`,
          [tenantSlug, carId, hashText(["visitor", tenantSlug, visitorKey]), zonedClock(now, timeZone).date]
        )
        if (visit.length === 0) return { views: await views(tx, tenantSlug, carId), counted: false }
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
