import { generateStock } from "@dealer/fixtures"
import { storeTenantSettings, type Database } from "@dealer/postgres"
import { refusedTenantLog, tenantSources } from "./tenant-sources.server.ts"

/**
 * Reads every tenant's settings (the fixtures and the tenants folder) and stores them as they are
 * now: a new tenant with generated stock, a changed one's settings replaced (its stock, leads and
 * users untouched). A tenant whose settings are refused, or cannot be stored, is logged once with
 * every problem and answered as being set up; the others are served. Returns the refused ones.
 *
 * @example
 * const refused = await storeTenants(db, tenantsDir(process.env)) // Map { "chery-south" => "settings refused (...)" }
 */
export async function storeTenants(db: Database, dir: string): Promise<ReadonlyMap<string, string>> {
  const { configs, refused } = tenantSources(dir)
  const unavailable = new Map<string, string>()
  for (const tenant of refused) {
    console.error(refusedTenantLog(tenant))
    unavailable.set(tenant.slug, `settings refused (${tenant.source})`)
  }
  const applied: string[] = []
  for (const config of configs) {
    try {
      const outcome = await storeTenantSettings(db, config, () => generateStock(config, { now: new Date() }))
      if (outcome !== "unchanged") applied.push(`${config.slug} (${outcome === "inserted" ? "new" : "settings changed"})`)
    } catch (error) {
      console.error(`Tenant ${config.slug} is not served: its settings could not be stored:`, error)
      unavailable.set(config.slug, "settings could not be stored")
    }
  }
  if (applied.length > 0) console.log(`Tenant settings applied: ${applied.join(", ")}`)
  return unavailable
}

