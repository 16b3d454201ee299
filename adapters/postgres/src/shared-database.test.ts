import { describe, expect, it } from "vitest"
import { at, testCar, testLeadFields } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import type { Database } from "./database.ts"
import { createLeadRepository } from "./lead-repository.ts"
import { createStockRepository } from "./stock-repository.ts"
import { createUserRepository } from "./user-repository.ts"

/** How many tables hold rows, and how many sequences have handed out a value. */
async function contents(db: Database) {
  const tables = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'"
  )
  const filled = await Promise.all(
    tables.map(async ({ name }) => (await db.query(`SELECT 1 FROM "${name}" LIMIT 1`)).length > 0)
  )
  const sequences = await db.query<{ last: number | null }>(
    "SELECT last_value AS last FROM pg_sequences WHERE schemaname = current_schema()"
  )
  return {
    tables: tables.length,
    filled: filled.filter(Boolean).length,
    sequencesUsed: sequences.filter((sequence) => sequence.last !== null).length
  }
}

/** Writes a car, a lead and two users (ids from a sequence). */
async function write(db: Database) {
  await createStockRepository(db).save("acme", [testCar(1)])
  await createLeadRepository(db).create({
    tenantSlug: "acme",
    fields: testLeadFields(),
    isLastStep: true,
    spam: false,
    now: at(0)
  })
  const users = createUserRepository(db)
  return [await users.findOrCreateByPhone("acme", "0412345678", at(0)), await users.findOrCreateByPhone("acme", "0498765432", at(0))]
}

// The suites of a worker share one database per target, emptied for each test (test/every-target.ts);
// these tests, run in order, check that a test never sees the rows of the one before, nor its ids.
onEveryTarget(({ fresh }) => {
  describe("a suite's shared database", () => {
    it("holds the rows a test writes", async () => {
      const db = await fresh()
      expect(await contents(db)).toMatchObject({ filled: 0, sequencesUsed: 0 })
      expect((await write(db)).map((user) => user.id)).toEqual([1, 2])
      const written = await contents(db)
      expect(written.tables).toBeGreaterThan(10)
      expect(written.filled).toBeGreaterThanOrEqual(4)
      expect(written.sequencesUsed).toBeGreaterThanOrEqual(1)
    })

    it("is empty again for the next test, its ids starting over, as a new database is", async () => {
      const db = await fresh()
      expect(await contents(db)).toMatchObject({ filled: 0, sequencesUsed: 0 })
      expect((await write(db)).map((user) => user.id)).toEqual([1, 2])
    })

    it("is empty too after a test that emptied a table itself, its ids starting over", async () => {
      const db = await fresh()
      expect(await contents(db)).toMatchObject({ filled: 0, sequencesUsed: 0 })
      await write(db)
      await db.exec("DELETE FROM users")
    })

    it("gives a second database in one test a new one, so the first keeps its rows", async () => {
      const first = await fresh()
      expect(await contents(first)).toMatchObject({ filled: 0, sequencesUsed: 0 })
      await createStockRepository(first).save("acme", [testCar(1)])
      const second = await fresh()
      expect(await createStockRepository(second).countByTenant("acme")).toBe(0)
      expect(await createStockRepository(first).countByTenant("acme")).toBe(1)
    })
  })
})
