import { openDatabase, type Database } from "@dealer/postgres"
import { inject } from "vitest"

/** Where an API suite runs: the embedded database, or the throwaway PostgreSQL server. */
export interface ApiTarget {
  readonly name: string
  /** A new, migrated, empty database. */
  readonly open: () => Promise<Database>
  /** Another connection (pool) to the last database `open` made; PGlite serves one process only. */
  readonly reopen: (() => Promise<Database>) | null
}

let databases = 0

/** PGlite in memory. */
export const embedded: ApiTarget = { name: "PGlite", open: () => openDatabase({}), reopen: null }

/** A new database per `open` on the server of the global setup. */
export function postgresServer(): ApiTarget {
  const serverUrl = inject("apiPostgresUrl")
  let last: string | null = null
  return {
    name: "PostgreSQL",
    open: async () => {
      const name = `api_${process.pid}_${++databases}`
      const admin = await openDatabase({ url: serverUrl, migrate: false })
      try {
        await admin.query(`CREATE DATABASE ${name}`)
      } finally {
        await admin.close()
      }
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      last = url.toString()
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
