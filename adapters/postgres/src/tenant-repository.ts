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
  /**
   * Stores the configuration as the tenant's settings, replacing what was stored for its slug;
   * says whether the tenant is new, its settings changed, or they were already these.
   */
  readonly save: (config: TenantConfig) => Promise<TenantSaveOutcome>
  /** Every stored tenant that decodes, and the slugs of those that no longer do, with why. */
  readonly listReadable: () => Promise<{
    readonly tenants: ReadonlyArray<TenantConfig>
    readonly unreadable: ReadonlyArray<{ readonly slug: string; readonly reason: string }>
  }>
}

/** What storing a tenant's settings did. */
export type TenantSaveOutcome = "inserted" | "changed" | "unchanged"

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
    save: async (config) => {
      const json = JSON.stringify(encodeConfig(config))
      const [stored] = await db.query<{ same: boolean }>("SELECT config = $2::jsonb AS same FROM tenants WHERE slug = $1", [config.slug, json])
      if (stored?.same) return "unchanged"
      if (stored) {
        await db.query("UPDATE tenants SET id = $2, config = $3::jsonb WHERE slug = $1", [config.slug, config.id, json])
        return "changed"
      }
      await db.query("INSERT INTO tenants (slug, id, config) VALUES ($1, $2, $3::jsonb)", [config.slug, config.id, json])
      return "inserted"
    },
    listReadable: async () => {
      const rows = await db.query<TenantRow>("SELECT slug, config FROM tenants ORDER BY slug")
      const tenants: TenantConfig[] = []
      const unreadable: Array<{ slug: string; reason: string }> = []
      for (const row of rows) {
        try {
          tenants.push(decodeRow(row))
        } catch (error) {
          unreadable.push({ slug: row.slug, reason: error instanceof Error ? error.message : String(error) })
        }
      }
      return { tenants, unreadable }
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
