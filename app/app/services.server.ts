import path from "node:path"
import { resolveTenant, type StockRepository, type StockSearch, type Tenant } from "@dealer/core"
import { DEFAULT_TENANT_SLUG, generateStock, tenantFixtures } from "@dealer/fixtures"
import { createStockRepository, createTenantRepository, openDatabase, seedTenant } from "@dealer/postgres"
import { createStockSearchEngine } from "@dealer/search"

/** What every loader needs, opened once per process. */
export interface Services {
  readonly tenants: ReadonlyMap<string, Tenant>
  readonly defaultTenantSlug: string
  readonly stock: StockRepository
  readonly search: StockSearch
}

/**
 * `DATABASE_URL` selects PostgreSQL; otherwise the embedded database keeps its files in `DATA_DIR`
 * (default `app/.data`, the server's working folder), so a restart keeps what was stored.
 */
function databaseOptions() {
  const dataDir = process.env.DATA_DIR ?? path.resolve(".data")
  return { url: process.env.DATABASE_URL, dataDir: path.join(dataDir, "pglite") }
}

async function start(): Promise<Services> {
  const db = await openDatabase(databaseOptions())
  for (const config of tenantFixtures()) {
    await seedTenant(db, config, () => generateStock(config, { now: new Date() }))
  }
  const tenants = (await createTenantRepository(db).list()).map(resolveTenant)
  const stock = createStockRepository(db)
  // Build every tenant's search index at start, not on its first shopper's search.
  const search = createStockSearchEngine(stock)
  await Promise.all(tenants.map((tenant) => search.load(tenant.slug)))
  return {
    tenants: new Map(tenants.map((tenant) => [tenant.slug, tenant])),
    defaultTenantSlug: process.env.DEFAULT_TENANT ?? DEFAULT_TENANT_SLUG,
    stock,
    search
  }
}

let started: Promise<Services> | undefined

/** The process's services; the first call opens the database and seeds the fixtures. */
export function services(): Promise<Services> {
  started ??= start()
  return started
}

// Open the database as the server boots, not on the first shopper's request.
void services()
