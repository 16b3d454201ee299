import path from "node:path"
import { createTenantRepository, openDatabase } from "@dealer/postgres"
import { resolveTenant } from "@dealer/core"
import { apiSettingsFromEnv } from "./app/server/api-settings.server.ts"
import { startLeadDeliverer } from "./app/server/lead-deliverer.server.ts"

/**
 * `npm run deliver`: the outbox deliverer on its own, for deployments whose servers run with
 * `DELIVERER_IN_SERVER=off`, on the database the server uses (`DATABASE_URL`, else PGlite in
 * `DATA_DIR/pglite`, by default `app/.data`; PGlite serves one process, so stop the server
 * first: a folder another process owns is refused in one line, exit status 1). The same
 * settings as the server (SMTP_URL, CLICKSEND_*, DELIVERY_*). Stops on SIGINT or SIGTERM after
 * the pass under way.
 */
async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.resolve(import.meta.dirname, ".data")
  const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: path.join(dataDir, "pglite") })
  const tenants = new Map(
    (await createTenantRepository(db).list()).map((config) => [config.slug, resolveTenant(config)] as const)
  )
  const stop = startLeadDeliverer({
    db,
    settings: apiSettingsFromEnv(process.env),
    tenants,
    clock: () => new Date(),
    env: process.env
  })
  // The deliverer's timer does not hold the process; this does, until a signal.
  const alive = setInterval(() => {}, 60 * 60_000)
  const shutdown = () => {
    clearInterval(alive)
    void stop().finally(() => db.close())
  }
  process.once("SIGINT", shutdown)
  process.once("SIGTERM", shutdown)
  console.log(`Delivering the outbox of ${tenants.size} tenants (${db.kind}).`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
