import { afterAll, afterEach, describe, inject } from "vitest"
import type { Database } from "../src/database.ts"
import { inDataFolder, inMemory, onServer, type Shared, type Target } from "./targets.ts"

/** What a suite body gets for its target: empty databases, closed after each test. */
export interface TargetSuite {
  readonly target: Target
  /**
   * A migrated, empty database: the suite's one database with every table emptied, on a
   * connection of this test's own; a second call in the same test opens a new database, so the
   * first keeps its rows.
   */
  readonly fresh: () => Promise<Database>
  /** A new database without the migrations applied. */
  readonly blank: () => Promise<Database>
  /**
   * Two connections to one migrated, empty database (as `fresh`): two pools on a server; on
   * PGlite, which serves one process, the same database twice.
   */
  readonly freshPair: () => Promise<readonly [Database, Database]>
  /** A new database of its own and a way to open it again (persistent targets only). */
  readonly freshReopenable: () => Promise<{ readonly db: Database; readonly reopen: () => Promise<Database> }>
}

/**
 * Runs `body` once per target: PGlite in memory, PGlite in a data folder and the throwaway
 * PostgreSQL server of the global setup. `fresh` empties the worker's one migrated database of the
 * target for each test (`Target.shared`): a new database per test took 0.5 to 0.7 s, emptying one
 * takes milliseconds.
 *
 * @example
 * onEveryTarget(({ fresh }) => it("stores", async () => expect(await repo(await fresh()).list()).toEqual([])))
 */
export function onEveryTarget(body: (suite: TargetSuite) => void): void {
  const targets: ReadonlyArray<Target> = [inMemory, inDataFolder(), onServer(inject("postgresUrl"))]
  describe.each(targets)("on $name", (target) => {
    const open: Database[] = []
    const keep = (db: Database) => {
      open.push(db)
      return db
    }
    // Whether the running test has the shared database already.
    let taken = false
    afterEach(async () => {
      taken = false
      // A test may have closed a database itself, to reopen it.
      await Promise.all(open.splice(0).map((db) => db.close().catch(() => {})))
    })
    afterAll(() => target.cleanUp())

    /** The shared database emptied, for this test; a second in one test is a new database. */
    const take = async (): Promise<Shared> => {
      if (taken) {
        const opened = await target.open()
        return { connect: async () => opened.db, again: opened.reopen }
      }
      taken = true
      return target.shared()
    }

    body({
      target,
      fresh: async () => keep(await (await take()).connect()),
      blank: async () => keep((await target.open({ migrate: false })).db),
      freshPair: async () => {
        const database = await take()
        const first = keep(await database.connect())
        return [first, target.kind === "postgres" ? keep(await database.again()) : first]
      },
      freshReopenable: async () => {
        const opened = await target.open()
        return { db: keep(opened.db), reopen: async () => keep(await opened.reopen()) }
      }
    })
  })
}
