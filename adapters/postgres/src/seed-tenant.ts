import type { Car, TenantConfig } from "@dealer/core"
import type { Database } from "./database.ts"
import { createStockRepository } from "./stock-repository.ts"
import { createTenantRepository, type TenantSaveOutcome } from "./tenant-repository.ts"

/**
 * Stores a tenant and its cars in one transaction, only when the tenant is not stored yet, so a
 * restart never overwrites what the database holds. Returns whether it seeded.
 * The cars are asked for only when they will be stored, so a restart does no generating.
 *
 * @example
 * for (const config of tenants) await seedTenant(db, config, () => generateStock(config))
 */
export function seedTenant(db: Database, config: TenantConfig, cars: () => ReadonlyArray<Car>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await createTenantRepository(tx).insertIfMissing(config)
    if (inserted) await createStockRepository(tx).upsert(config.slug, cars())
    return inserted
  })
}

/**
 * Stores a tenant's settings as they are now, in one transaction: a new tenant with its cars, a
 * known one's settings replaced (its cars, leads and users untouched). Says what it did.
 *
 * @example
 * await storeTenantSettings(db, config, () => generateStock(config)) // "inserted", "changed" or "unchanged"
 */
export function storeTenantSettings(db: Database, config: TenantConfig, cars: () => ReadonlyArray<Car>): Promise<TenantSaveOutcome> {
  return db.transaction(async (tx) => {
    const outcome = await createTenantRepository(tx).save(config)
    if (outcome === "inserted") await createStockRepository(tx).upsert(config.slug, cars())
    return outcome
  })
}
