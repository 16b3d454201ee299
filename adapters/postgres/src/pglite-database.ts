import { mkdir } from "node:fs/promises"
import { PGlite } from "@electric-sql/pglite"
import type { Database, Queryable } from "./database.ts"
import { takeOwnerLock } from "./owner-lock.ts"
import { inTransaction } from "./savepoints.ts"

interface PGliteQueryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(sql: string): Promise<unknown>
}

const statements = (target: PGliteQueryable): Pick<Queryable, "query" | "exec"> => ({
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

/** An embedded database, which can also be copied as an image. */
export interface PGliteDatabase extends Database {
  /** An image of the whole database, to start new ones from (`PGliteOptions.image`). */
  dumpImage(): Promise<Blob>
}

/**
 * Opens an embedded PGlite database: kept in `dataDir` (created when missing), or in memory.
 * It serves one process: a folder is first locked for this process (`takeOwnerLock`), and opening
 * one another live process holds fails with a `DatabaseInUseError`; `close` gives it up. So
 * `listen` hears the notifications of this process only, and never has a gap.
 *
 * @example
 * const db = await openPGliteDatabase({ dataDir: ".data/pglite" })
 */
export async function openPGliteDatabase(options: PGliteOptions = {}): Promise<PGliteDatabase> {
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true })
  const lock = options.dataDir === undefined ? undefined : takeOwnerLock(options.dataDir)
  let pglite: PGlite
  try {
    pglite = await PGlite.create({
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
      ...(options.image === undefined ? {} : { loadDataDir: options.image })
    })
  } catch (error) {
    lock?.release()
    throw error
  }
  return {
    kind: "pglite",
    ...statements(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(inTransaction(statements(tx)))),
    listen: async (channel, onPayload) => {
      const unlisten = await pglite.listen(channel, (payload) => {
        try {
          onPayload(payload)
        } catch {
          // A subscriber's own failure must not reach PGlite's query loop.
        }
      })
      return () => unlisten()
    },
    dumpImage: async () => pglite.dumpDataDir("none"),
    close: async () => {
      try {
        await pglite.close()
      } finally {
        lock?.release()
      }
    }
  }
}
