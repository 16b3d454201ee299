import { tenantsAndStock } from "./0001_tenants_and_stock.ts"
import type { Migration } from "./migration.ts"

export type { Migration } from "./migration.ts"

/** Every migration, in the order it is applied. */
export const migrations: ReadonlyArray<Migration> = [tenantsAndStock]
