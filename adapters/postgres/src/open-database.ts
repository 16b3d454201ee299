import type { Database } from "./database.ts"
import { migrate } from "./migrate.ts"
import { openPgDatabase } from "./pg-database.ts"
import { openPGliteDatabase } from "./pglite-database.ts"

/** Where the data lives; `undefined` and empty values count as not given (handy with env vars). */
export interface OpenDatabaseOptions {
  /** A PostgreSQL connection URL; when given, the server is used. */
  readonly url?: string | undefined
  /** Folder of an embedded PGlite database, created when missing. Without it, data stays in memory. */
  readonly dataDir?: string | undefined
  /** Apply pending migrations before returning; defaults to `true`. */
  readonly migrate?: boolean | undefined
}

/**
 * Opens the database a process runs on: PostgreSQL when `url` is given, else PGlite in `dataDir`,
 * else PGlite in memory; then applies pending migrations.
 *
 * @example
 * const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: ".data/pglite" })
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const db = options.url ? openPgDatabase(options.url) : await openPGliteDatabase({ dataDir: options.dataDir || undefined })
  if (options.migrate === false) return db
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
