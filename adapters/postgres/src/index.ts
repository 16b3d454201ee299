/**
 * @dealer/postgres: the SQL schema, its migrations and the repositories behind core's ports,
 * on PGlite (embedded, the default) or a PostgreSQL server.
 */
export type { Database, Queryable } from "./database.ts"
export { migrate } from "./migrate.ts"
export type { Migration } from "./migrations/index.ts"
export { migrations } from "./migrations/index.ts"
export { openDatabase, type OpenDatabaseOptions } from "./open-database.ts"
export { seedTenant } from "./seed-tenant.ts"
export { createStockRepository } from "./stock-repository.ts"
export { createTenantRepository, type TenantRepository } from "./tenant-repository.ts"
