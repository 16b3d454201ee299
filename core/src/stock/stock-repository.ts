import type { Car } from "./car.ts"

/**
 * The port through which stock is stored and read, per tenant.
 * Implemented by `@dealer/postgres` (PGlite embedded, or PostgreSQL).
 */
export interface StockRepository {
  /** Inserts or replaces cars by id within a tenant. */
  readonly upsert: (tenantSlug: string, cars: ReadonlyArray<Car>) => Promise<void>
  /** Every car of a tenant, visible or not; visibility is the search engine's concern. */
  readonly listByTenant: (tenantSlug: string) => Promise<ReadonlyArray<Car>>
  /** One car by its slug, or `null` when the tenant has no such car. */
  readonly findBySlug: (tenantSlug: string, slug: string) => Promise<Car | null>
  readonly countByTenant: (tenantSlug: string) => Promise<number>
}
