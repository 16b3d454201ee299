import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { inject } from "vitest"
import type { Database } from "../src/database.ts"
import { migrate } from "../src/migrate.ts"
import { openDatabase } from "../src/open-database.ts"
import { openPGliteDatabase } from "../src/pglite-database.ts"
import { createDatabase } from "../src/testing/throwaway-cluster.ts"
import { readPGliteImage, type PGliteImageFiles } from "../src/testing/pglite-images.ts"

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the run's throwaway PostgreSQL server (scripts/postgres-global-setup.ts). */
    postgresUrl: string
    /** PGlite images every test database starts from (scripts/postgres-global-setup.ts). */
    pgliteImages: PGliteImageFiles
  }
}

/** A new, empty database of one target, and a way to open the same place again. */
export interface Opened {
  readonly db: Database
  readonly reopen: () => Promise<Database>
}

/** One kind of database the repository suite runs against. */
export interface Target {
  readonly name: string
  readonly kind: Database["kind"]
  /** Whether `reopen` finds the data again. */
  readonly persistent: boolean
  /** Opens a new, empty database, migrated unless `migrate` is false. */
  readonly open: (options?: { migrate?: boolean }) => Promise<Opened>
  readonly cleanUp: () => Promise<void>
}

// Every PGlite database starts from an image of the global setup, of a new cluster or of one
// already migrated: initdb and the migrations per test are slow.
let images: { blank: Promise<Blob>; migrated: Promise<Blob> } | undefined
const startImage = (options: { migrate?: boolean }) => {
  images ??= (() => {
    const files = inject("pgliteImages")
    return { blank: readPGliteImage(files.blank), migrated: readPGliteImage(files.migrated) }
  })()
  return options.migrate === false ? images.blank : images.migrated
}

const migrated = async (db: Database, options: { migrate?: boolean }) => {
  if (options.migrate !== false) await migrate(db)
  return db
}

export const inMemory: Target = {
  name: "PGlite in memory",
  kind: "pglite",
  persistent: false,
  open: async (options = {}) => ({
    db: await migrated(await openPGliteDatabase({ image: await startImage(options) }), options),
    reopen: () => Promise.reject(new Error("an in-memory database is gone once closed"))
  }),
  cleanUp: async () => {}
}

export function inDataFolder(): Target {
  const folders: string[] = []
  return {
    name: "PGlite in a data folder",
    kind: "pglite",
    persistent: true,
    open: async (options = {}) => {
      const folder = await mkdtemp(join(tmpdir(), "dealer-pglite-"))
      folders.push(folder)
      const dataDir = join(folder, "pglite")
      return {
        db: await migrated(await openPGliteDatabase({ dataDir, image: await startImage(options) }), options),
        reopen: () => openDatabase({ dataDir })
      }
    },
    cleanUp: async () => {
      await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
    }
  }
}

// Module-wide, so files sharing a worker (and its process id) never pick the same database name.
let serverDatabases = 0

/**
 * A new database per test on the run's PostgreSQL server.
 *
 * @example
 * const opened = await onServer(inject("postgresUrl")).open()
 */
export function onServer(serverUrl: string): Target {
  return {
    name: "PostgreSQL server",
    kind: "postgres",
    persistent: true,
    open: async (options = {}) => {
      const url = await createDatabase(serverUrl, `suite_${process.pid}_${++serverDatabases}`)
      return {
        db: await openDatabase({ url, migrate: options.migrate !== false }),
        reopen: () => openDatabase({ url })
      }
    },
    // The databases go with the server at the end of the run.
    cleanUp: async () => {}
  }
}
