import { resolveTenant } from "@dealer/core"
import { generateStock, loadFixtures } from "@dealer/fixtures"
import { createStockRepository, openDatabase, seedTenant } from "@dealer/postgres"
import { measure, measureOnce, type Row } from "./measure.ts"

const CARS = 600
const CALLS = 300

/** End to end on an in-memory PGlite: open and migrate, seed a tenant, read its stock back. */
export async function benchPostgres(): Promise<ReadonlyArray<Row>> {
  const config = loadFixtures().tenants[0]
  if (!config) throw new Error("No fixture tenant to seed")
  const cars = generateStock(config, { count: CARS })
  const opened = await measureOnce("open in-memory PGlite + migrate", () => openDatabase({}))
  const db = opened.value
  try {
    const seeded = await measureOnce(`seedTenant, ${CARS} cars`, () => seedTenant(db, config, () => cars))
    if (!seeded.value)
      throw new Error(`Tenant ${config.slug} was already stored; the benchmark needs an empty database`)
    const stock = createStockRepository(db)
    const slug = resolveTenant(config).slug
    let next = 0
    return [
      opened.row,
      seeded.row,
      await measure(`listByTenant (${CARS} cars)`, () => stock.listByTenant(slug), { iterations: CALLS, warmup: 20 }),
      await measure("findBySlug", () => stock.findBySlug(slug, cars[next++ % cars.length]?.slug ?? ""), {
        iterations: CALLS,
        warmup: 20
      })
    ]
  } finally {
    await db.close()
  }
}
