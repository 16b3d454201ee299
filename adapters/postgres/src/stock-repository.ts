import type { Car, StockRepository } from "@dealer/core"
import type { Queryable } from "./database.ts"
import { carToRow, rowToCar, type StoredCar } from "./stock-row.ts"

const COLUMNS = "id, slug, make, model, car_type, status, price, year, km, created_at, data"

// One statement for the whole batch, so an upsert is atomic even outside a transaction.
const UPSERT = `
  INSERT INTO stock (tenant_slug, ${COLUMNS})
  SELECT $1::text, ${COLUMNS}
  FROM jsonb_to_recordset($2::jsonb) AS r(
    id bigint, slug text, make text, model text, car_type text, status text,
    price double precision, year integer, km bigint, created_at timestamptz, data jsonb
  )
  ON CONFLICT (tenant_slug, id) DO UPDATE SET
    slug = EXCLUDED.slug, make = EXCLUDED.make, model = EXCLUDED.model,
    car_type = EXCLUDED.car_type, status = EXCLUDED.status, price = EXCLUDED.price,
    year = EXCLUDED.year, km = EXCLUDED.km, created_at = EXCLUDED.created_at, data = EXCLUDED.data
`

/**
 * Core's `StockRepository` over the `stock` table. Every row read back is decoded through `Car`.
 * Takes a `Queryable`, so it also works on a transaction.
 *
 * @example
 * const stock = createStockRepository(db)
 * await stock.upsert("acme", cars)
 * const car = await stock.findBySlug("acme", "2021-toyota-corolla-12") // Car | null
 */
export function createStockRepository(db: Queryable): StockRepository {
  return {
    upsert: async (tenantSlug, cars) => {
      if (cars.length === 0) return
      // PostgreSQL refuses to update one row twice in a statement; the last car with an id wins.
      const byId = new Map<number, Car>(cars.map((car) => [car.id, car]))
      await db.query(UPSERT, [tenantSlug, JSON.stringify([...byId.values()].map(carToRow))])
    },
    listByTenant: async (tenantSlug) => {
      const rows = await db.query<StoredCar>("SELECT id, data FROM stock WHERE tenant_slug = $1 ORDER BY id", [
        tenantSlug
      ])
      return rows.map((row) => rowToCar(tenantSlug, row))
    },
    findBySlug: async (tenantSlug, slug) => {
      const [row] = await db.query<StoredCar>("SELECT id, data FROM stock WHERE tenant_slug = $1 AND slug = $2", [
        tenantSlug,
        slug
      ])
      return row === undefined ? null : rowToCar(tenantSlug, row)
    },
    countByTenant: async (tenantSlug) => {
      const [row] = await db.query<{ count: number }>(
        "SELECT count(*)::integer AS count FROM stock WHERE tenant_slug = $1",
        [tenantSlug]
      )
      return row?.count ?? 0
    }
  }
}
