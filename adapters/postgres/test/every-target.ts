import { afterAll, afterEach, describe, inject } from "vitest"
import type { Database } from "../src/database.ts"
import { inDataFolder, inMemory, onServer, type Target } from "./targets.ts"

/** What a suite body gets for its target: new databases, closed after each test. */
export interface TargetSuite {
  readonly target: Target
  /** A new, migrated, empty database. */
  readonly fresh: () => Promise<Database>
  /**
   * Two connections to one new database: two pools on a server; on PGlite, which serves one
   * process, the same database twice.
   */
  readonly freshPair: () => Promise<readonly [Database, Database]>
  /** A new database and a way to open it again (persistent targets only). */
  readonly freshReopenable: () => Promise<{ readonly db: Database; readonly reopen: () => Promise<Database> }>
}

/**
 * Runs `body` once per target: PGlite in memory, PGlite in a data folder and the throwaway
 * PostgreSQL server of the global setup.
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
    afterEach(async () => {
      // A test may have closed a database itself, to reopen it.
      await Promise.all(open.splice(0).map((db) => db.close().catch(() => {})))
    })
    afterAll(() => target.cleanUp())

    body({
      target,
      fresh: async () => keep((await target.open()).db),
      freshPair: async () => {
        const opened = await target.open()
        const first = keep(opened.db)
        return [first, target.kind === "postgres" ? keep(await opened.reopen()) : first]
      },
      freshReopenable: async () => {
        const opened = await target.open()
        return { db: keep(opened.db), reopen: async () => keep(await opened.reopen()) }
      }
    })
  })
}
