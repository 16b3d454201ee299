import { openDatabase, type Database } from "@dealer/postgres"
import { openPGliteDatabase, readPGliteImage } from "@dealer/postgres/testing"
import { inject } from "vitest"
import { runDatabase } from "./run-postgres.ts"

/** Where an API suite runs: the embedded database, or the throwaway PostgreSQL server. */
export interface ApiTarget {
  readonly name: string
  /** A new, migrated, empty database. */
  readonly open: () => Promise<Database>
  /** Another connection (pool) to the last database `open` made; PGlite serves one process only. */
  readonly reopen: (() => Promise<Database>) | null
}

let databases = 0

// Read once per worker: the migrated image the root global setup wrote.
let migratedImage: Promise<Blob> | undefined

/** PGlite in memory, started from the run's migrated image (initdb and the migrations take seconds). */
export const embedded: ApiTarget = {
  name: "PGlite",
  open: async () => openPGliteDatabase({ image: await (migratedImage ??= readPGliteImage(inject("pgliteImages").migrated)) }),
  reopen: null
}

/** A new database per `open` on the run's PostgreSQL server. */
export function postgresServer(): ApiTarget {
  let last: string | null = null
  return {
    name: "PostgreSQL",
    open: async () => {
      last = await runDatabase(`api_${process.pid}_${++databases}`)
      return openDatabase({ url: last })
    },
    reopen: async () => {
      if (last === null) throw new Error("open a database first")
      return openDatabase({ url: last })
    }
  }
}

/** Both targets, for `describe.each`. */
export const apiTargets = (): ReadonlyArray<ApiTarget> => [embedded, postgresServer()]
