import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
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
  /**
   * The worker's one migrated database of this target, opened on first use, which `connect`
   * empties for each test: opening and migrating a database per test was the slow part of the
   * suite (0.5 to 0.7 s a test; emptying one takes milliseconds).
   */
  readonly shared: () => Promise<Shared>
  readonly cleanUp: () => Promise<void>
}

/** A migrated database shared by the tests a worker runs, one test at a time. */
export interface Shared {
  /**
   * Empties every table (sequences restarted, so ids start at 1 again: what a new migrated
   * database holds) and opens a connection for one test: a new pool on a server; on PGlite, which
   * serves one process, a handle whose `close` drops the listeners it added.
   */
  readonly connect: () => Promise<Database>
  /** Another connection to the same database, not emptying it (a second pool on a server). */
  readonly again: () => Promise<Database>
}

// Truncates the tables that hold rows (truncating every table takes 50 to 120 ms, mostly for the
// empty ones) and restarts every sequence that has handed out a value, as a table may have been
// emptied by its test: what a new migrated database holds, as no migration seeds rows. The
// migrations' own record stays.
const EMPTY_TABLES = `
  DO $$
  DECLARE
    t record;
    filled boolean;
    names text := '';
  BEGIN
    FOR t IN SELECT schemaname, tablename FROM pg_tables
      WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'
    LOOP
      EXECUTE format('SELECT EXISTS (SELECT FROM %I.%I)', t.schemaname, t.tablename) INTO filled;
      IF filled THEN
        names := names || CASE WHEN names = '' THEN '' ELSE ', ' END || format('%I.%I', t.schemaname, t.tablename);
      END IF;
    END LOOP;
    IF names <> '' THEN EXECUTE 'TRUNCATE ' || names || ' CASCADE'; END IF;
    FOR t IN SELECT schemaname, sequencename FROM pg_sequences
      WHERE schemaname = current_schema() AND last_value IS NOT NULL
    LOOP
      EXECUTE format('ALTER SEQUENCE %I.%I RESTART', t.schemaname, t.sequencename);
    END LOOP;
  END $$`

/** Empties every table of a migrated database, as a new one is. */
const emptyTables = (db: Database): Promise<void> => db.exec(EMPTY_TABLES)

/**
 * A handle on a PGlite database shared between tests: closing it removes the listeners added
 * through it, as closing the database would, and leaves the database open for the next test.
 */
function pgliteHandle(db: Database): Database {
  const stops = new Set<() => Promise<void>>()
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    listen: async (channel, onPayload, onGap) => {
      const unlisten = await db.listen(channel, onPayload, onGap)
      const stop = async () => {
        if (stops.delete(stop)) await unlisten()
      }
      stops.add(stop)
      return stop
    },
    close: async () => {
      await Promise.all([...stops].map((stop) => stop()))
    }
  }
}

/**
 * Shares one PGlite database: `connect` empties it and hands it out. It stays open until the
 * worker ends (the project does not isolate files, so a worker's files share this module).
 */
const sharedPGlite = (db: Database): Shared => ({
  connect: async () => {
    await emptyTables(db)
    return pgliteHandle(db)
  },
  again: async () => pgliteHandle(db)
})

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

let sharedInMemory: Promise<Shared> | undefined

export const inMemory: Target = {
  name: "PGlite in memory",
  kind: "pglite",
  persistent: false,
  open: async (options = {}) => ({
    db: await migrated(await openPGliteDatabase({ image: await startImage(options) }), options),
    reopen: () => Promise.reject(new Error("an in-memory database is gone once closed"))
  }),
  shared: () => (sharedInMemory ??= inMemory.open().then(({ db }) => sharedPGlite(db))),
  cleanUp: async () => {}
}

const openInFolder = async (folder: string, options: { migrate?: boolean } = {}): Promise<Opened> => {
  const dataDir = join(folder, "pglite")
  return {
    db: await migrated(await openPGliteDatabase({ dataDir, image: await startImage(options) }), options),
    reopen: () => openDatabase({ dataDir })
  }
}

// The worker's shared database in a folder lives in the global setup's images folder, which the
// setup deletes at the end of the run, as the database stays open until the worker ends.
let sharedInFolder: Promise<Shared> | undefined
const openSharedInFolder = async () => {
  const folder = await mkdtemp(join(dirname(inject("pgliteImages").migrated), "shared-"))
  return sharedPGlite((await openInFolder(folder)).db)
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
      return openInFolder(folder, options)
    },
    shared: () => (sharedInFolder ??= openSharedInFolder()),
    cleanUp: async () => {
      await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
    }
  }
}

// Module-wide, so files sharing a worker (and its process id) never pick the same database name.
let serverDatabases = 0

const sharedOnServer: Record<string, Promise<Shared>> = {}

/** Creates and migrates the worker's shared database on a server; nothing stays connected between tests. */
async function sharedServerDatabase(newDatabase: () => Promise<string>): Promise<Shared> {
  const url = await newDatabase()
  await (await openDatabase({ url })).close()
  return {
    connect: async () => {
      const db = await openDatabase({ url })
      try {
        await emptyTables(db)
      } catch (error) {
        await db.close()
        throw error
      }
      return db
    },
    again: () => openDatabase({ url })
  }
}

/**
 * Databases on the run's PostgreSQL server: a new one at each `open`, and the worker's shared one.
 *
 * @example
 * const opened = await onServer(inject("postgresUrl")).open()
 */
export function onServer(serverUrl: string): Target {
  const newDatabase = () => createDatabase(serverUrl, `suite_${process.pid}_${++serverDatabases}`)
  return {
    name: "PostgreSQL server",
    kind: "postgres",
    persistent: true,
    open: async (options = {}) => {
      const url = await newDatabase()
      return {
        db: await openDatabase({ url, migrate: options.migrate !== false }),
        reopen: () => openDatabase({ url })
      }
    },
    // Each test still gets pools (and a listening connection) of its own, closed after it.
    shared: () => (sharedOnServer[serverUrl] ??= sharedServerDatabase(newDatabase)),
    // The databases go with the server at the end of the run.
    cleanUp: async () => {}
  }
}
