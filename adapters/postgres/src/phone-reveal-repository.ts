import type { PhoneRevealRepository } from "@dealer/core"
import type { Queryable } from "./database.ts"

/**
 * Core's `PhoneRevealRepository` over `phone_reveals`: which car's phone was revealed, on which
 * site and for which dealership, and when. Nothing about the shopper is kept.
 *
 * @example
 * await createPhoneRevealRepository(db).record("acme", { car_id: 12, dealership_id: 3, website_id: 1 }, now)
 */
export function createPhoneRevealRepository(db: Queryable): PhoneRevealRepository {
  return {
    record: async (tenantSlug, reveal, now) => {
      await db.query(
        `INSERT INTO phone_reveals (tenant_slug, car_id, dealership_id, website_id, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [tenantSlug, reveal.car_id, reveal.dealership_id, reveal.website_id, now]
      )
    },
    countByCar: async (tenantSlug, carId) => {
      const [row] = await db.query<{ count: number }>(
        "SELECT count(*)::integer AS count FROM phone_reveals WHERE tenant_slug = $1 AND car_id = $2",
        [tenantSlug, carId]
      )
      return row?.count ?? 0
    }
  }
}
