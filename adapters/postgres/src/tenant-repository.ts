import { decodeOrThrow, TenantConfig } from "@dealer/core"
import { Schema } from "effect"
import type { Queryable } from "./database.ts"

/**
 * Stored tenant configurations, decoded through core's `TenantConfig` on every read.
 *
 * @example
 * const tenants = createTenantRepository(db)
 * if (await tenants.insertIfMissing(config)) console.log(`new tenant ${config.slug}`)
 */
export interface TenantRepository {
  /** Every tenant, by slug. */
  readonly list: () => Promise<ReadonlyArray<TenantConfig>>
  readonly findBySlug: (slug: string) => Promise<TenantConfig | null>
  /** Stores the configuration unless its slug exists; `true` when it was inserted now. */
  readonly insertIfMissing: (config: TenantConfig) => Promise<boolean>
}

interface TenantRow {
  readonly slug: string
  readonly config: unknown
}

const encodeConfig = Schema.encodeSync(TenantConfig)
const decodeRow = (row: TenantRow) => decodeOrThrow(TenantConfig, row.config, `tenant row ${row.slug}`)

/**
 * The `TenantRepository` over the `tenants` table. Takes a `Queryable`, so it also works on a
 * transaction.
 *
 * @example
 * const acme = await createTenantRepository(db).findBySlug("acme") // TenantConfig | null
 */
export function createTenantRepository(db: Queryable): TenantRepository {
  return {
    list: async () => (await db.query<TenantRow>("SELECT slug, config FROM tenants ORDER BY slug")).map(decodeRow),
    findBySlug: async (slug) => {
      const [row] = await db.query<TenantRow>("SELECT slug, config FROM tenants WHERE slug = $1", [slug])
      return row === undefined ? null : decodeRow(row)
    },
    insertIfMissing: async (config) => {
      const inserted = await db.query(
        `INSERT INTO tenants (slug, id, config) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (slug) DO NOTHING RETURNING slug`,
        [config.slug, config.id, JSON.stringify(encodeConfig(config))]
      )
      return inserted.length === 1
    }
  }
}
