import type { Car, StockSaveSummary, StockStore } from "@dealer/core"
import type { Queryable } from "./database.ts"
import { publishStockNotice } from "./stock-notices.ts"
import { carToRow, rowToCar, type StoredCar } from "./stock-row.ts"

const COLUMNS = "id, slug, make, model, car_type, status, price, year, km, created_at, data"

// Rows whose data is already identical are left alone, so they neither count nor notify.
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
  WHERE stock.data IS DISTINCT FROM EXCLUDED.data
  RETURNING id, (xmax = 0) AS inserted
`

const MARK_SOLD = `
  UPDATE stock SET status = 'sold', data = data || jsonb_build_object(
    'status', 'sold', 'sold', true, 'sold_date', $3::text, 'sold_date_timestamp', $4::double precision
  )
  WHERE tenant_slug = $1 AND id = $2 AND status <> 'sold'
  RETURNING id
`

/**
 * Core's `StockStore` over the `stock` table. Every row read back is decoded through `Car`; every
 * write publishes a stock change notice of the cars it changed, in its own transaction (or the
 * caller's, when given one).
 *
 * @example
 * const stock = createStockRepository(db)
 * await stock.save("acme", cars) // { added: 38, updated: 0, unchanged: 0 }
 * const car = await stock.findBySlug("acme", "2021-toyota-corolla-12") // Car | null
 */
export function createStockRepository(db: Queryable): StockStore {
  const save = async (tenantSlug: string, cars: ReadonlyArray<Car>): Promise<StockSaveSummary> => {
    if (cars.length === 0) return { added: 0, updated: 0, unchanged: 0 }
    // PostgreSQL refuses to update one row twice in a statement; the last car with an id wins.
    const byId = new Map<number, Car>(cars.map((car) => [car.id, car]))
    const written = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number; inserted: boolean }>(UPSERT, [
        tenantSlug,
        JSON.stringify([...byId.values()].map(carToRow))
      ])
      await publishStockNotice(tx, { tenantSlug, carIds: rows.map((row) => Number(row.id)), kind: "upserted" })
      return rows
    })
    const added = written.filter((row) => row.inserted).length
    return { added, updated: written.length - added, unchanged: byId.size - written.length }
  }

  const changeOne =
    (sql: string, kind: "removed" | "sold") => async (tenantSlug: string, params: ReadonlyArray<unknown>) =>
      db.transaction(async (tx) => {
        const rows = await tx.query<{ id: number }>(sql, [tenantSlug, ...params])
        await publishStockNotice(tx, { tenantSlug, carIds: rows.map((row) => Number(row.id)), kind })
        return rows.length > 0
      })
  const remove = changeOne("DELETE FROM stock WHERE tenant_slug = $1 AND id = $2 RETURNING id", "removed")
  const markSold = changeOne(MARK_SOLD, "sold")

  const findOne = async (tenantSlug: string, where: string, value: unknown) => {
    const [row] = await db.query<StoredCar>(`SELECT id, data FROM stock WHERE tenant_slug = $1 AND ${where} = $2`, [
      tenantSlug,
      value
    ])
    return row === undefined ? null : rowToCar(tenantSlug, row)
  }

  return {
    upsert: async (tenantSlug, cars) => {
      await save(tenantSlug, cars)
    },
    save,
    listByTenant: async (tenantSlug) => {
      const rows = await db.query<StoredCar>("SELECT id, data FROM stock WHERE tenant_slug = $1 ORDER BY id", [
        tenantSlug
      ])
      return rows.map((row) => rowToCar(tenantSlug, row))
    },
    findBySlug: (tenantSlug, slug) => findOne(tenantSlug, "slug", slug),
    findById: (tenantSlug, id) => findOne(tenantSlug, "id", id),
    countByTenant: async (tenantSlug) => {
      const [row] = await db.query<{ count: number }>(
        "SELECT count(*)::integer AS count FROM stock WHERE tenant_slug = $1",
        [tenantSlug]
      )
      return row?.count ?? 0
    },
    remove: (tenantSlug, id) => remove(tenantSlug, [id]),
    markSold: (tenantSlug, id, now) => markSold(tenantSlug, [id, now.toISOString(), Math.floor(now.getTime() / 1000)])
  }
}
