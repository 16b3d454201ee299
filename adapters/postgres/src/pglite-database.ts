import { mkdir } from "node:fs/promises"
import { PGlite } from "@electric-sql/pglite"
import type { Database, Queryable } from "./database.ts"

interface PGliteQueryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(sql: string): Promise<unknown>
}

const wrap = (target: PGliteQueryable): Queryable => ({
  query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) => (await target.query<T>(sql, [...params])).rows,
  exec: async (sql) => {
    await target.exec(sql)
  }
})

/** Where an embedded database lives and what it starts from. */
export interface PGliteOptions {
  /** Folder of the database, created when missing; in memory without it. */
  readonly dataDir?: string | undefined
  /** A `dumpDataDir()` image to start a new database from, which skips the slow initdb. */
  readonly image?: Blob | undefined
}

/**
 * Opens an embedded PGlite database: kept in `dataDir` (created when missing), or in memory.
 *
 * @example
 * const db = await openPGliteDatabase({ dataDir: ".data/pglite" })
 */
export async function openPGliteDatabase(options: PGliteOptions = {}): Promise<Database> {
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true })
  const pglite = await PGlite.create({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.image === undefined ? {} : { loadDataDir: options.image })
  })
  return {
    kind: "pglite",
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close()
  }
}
