import type { Database } from "./database.ts"
import { migrations as allMigrations, type Migration } from "./migrations/index.ts"

// Any fixed key works; every process that migrates this schema must use the same one.
const MIGRATION_LOCK_KEY = 4_242_001

/**
 * Brings the schema up to date and returns the versions it applied (empty when already current).
 * Safe on every start: processes starting together queue on an advisory lock, and the whole run
 * is one transaction, so a failing migration leaves nothing half applied.
 *
 * @example
 * await migrate(db) // [1] on a new database, [] afterwards
 */
export async function migrate(
  db: Database,
  migrations: ReadonlyArray<Migration> = allMigrations
): Promise<ReadonlyArray<number>> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`)
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )
    `)
    const done = new Set(
      (await tx.query<{ version: number }>("SELECT version FROM schema_migrations")).map((row) => row.version)
    )
    const applied: number[] = []
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue
      await tx.exec(migration.sql)
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name
      ])
      applied.push(migration.version)
    }
    return applied
  })
}
