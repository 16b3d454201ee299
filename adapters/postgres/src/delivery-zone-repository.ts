import { decodeOrThrow, DeliveryZone, type DeliveryZoneRepository } from "@dealer/core"
import type { Queryable } from "./database.ts"

/**
 * Core's `DeliveryZoneRepository` over `delivery_zones`; a replace deletes and inserts in one
 * transaction, so a reader sees the old bands or the new ones, never a mix.
 *
 * @example
 * await createDeliveryZoneRepository(db).replace("acme", defaultDeliveryZones)
 */
export function createDeliveryZoneRepository(db: Queryable): DeliveryZoneRepository {
  return {
    list: async (tenantSlug) => {
      const rows = await db.query<DeliveryZone>(
        "SELECT up_to_km, price, name FROM delivery_zones WHERE tenant_slug = $1 ORDER BY up_to_km",
        [tenantSlug]
      )
      return rows.map((row) => decodeOrThrow(DeliveryZone, row, `delivery zone row ${tenantSlug}/${row.up_to_km}`))
    },
    replace: (tenantSlug, zones) =>
      db.transaction(async (tx) => {
        await tx.query("DELETE FROM delivery_zones WHERE tenant_slug = $1", [tenantSlug])
        if (zones.length === 0) return
        await tx.query(
          `INSERT INTO delivery_zones (tenant_slug, up_to_km, price, name)
           SELECT $1, up_to_km, price, name
           FROM jsonb_to_recordset($2::jsonb) AS z(up_to_km double precision, price double precision, name text)`,
          [tenantSlug, JSON.stringify(zones)]
        )
      })
  }
}
