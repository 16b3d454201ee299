import path from "node:path"
import { DEFAULT_TENANT_SLUG } from "@dealer/fixtures"
import { DatabaseInUseError, IMPORT_QUEUE_FOLDER, openDatabase } from "@dealer/postgres"
import { apiSettingsFromEnv } from "./server/api-settings.server.ts"
import { createServices, type Services } from "./server/create-services.server.ts"
import { storeTenants } from "./server/store-tenants.server.ts"
import { tenantsDir } from "./server/tenant-sources.server.ts"

export type { Services } from "./server/create-services.server.ts"

/**
 * `DATABASE_URL` selects PostgreSQL; otherwise the embedded database keeps its files in `DATA_DIR`
 * (default `app/.data`, the server's working folder), so a restart keeps what was stored, and
 * `npm run import` queues stock files next to it for this process.
 */
function databaseOptions() {
  const dataDir = process.env.DATA_DIR ?? path.resolve(".data")
  return {
    url: process.env.DATABASE_URL,
    dataDir: path.join(dataDir, "pglite"),
    importQueue: path.join(dataDir, IMPORT_QUEUE_FOLDER)
  }
}

async function start(): Promise<Services> {
  const { importQueue, ...where } = databaseOptions()
  const db = await openDatabase(where)
  const refusedTenants = await storeTenants(db, tenantsDir(process.env))
  const app = await createServices({
    db,
    settings: apiSettingsFromEnv(process.env),
    defaultTenantSlug: process.env.DEFAULT_TENANT ?? DEFAULT_TENANT_SLUG,
    importQueue,
    refusedTenants
  })
  // SIGHUP reads every tenant's settings again and applies them without a restart.
  process.on("SIGHUP", () => {
    console.log("SIGHUP: reading the tenants' settings again")
    storeTenants(db, tenantsDir(process.env))
      .then((refused) => app.applyTenants(refused))
      .catch((error: unknown) => console.error("Tenant settings reload failed:", error))
  })
  return app
}

let started: Promise<Services> | undefined

/** The process's services; the first call opens the database and stores the tenants' settings. */
export function services(): Promise<Services> {
  started ??= start()
  return started
}

// Open the database as the server boots, not on the first shopper's request. An embedded
// database another process owns stops the server with its one line (no stack trace).
services().catch((error: unknown) => {
  if (!(error instanceof DatabaseInUseError)) throw error
  console.error(error.message)
  process.exit(1)
})
