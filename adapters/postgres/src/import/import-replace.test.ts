import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Car, StockChangeNotice } from "@dealer/core"
import { afterAll, describe, expect, it } from "vitest"
import { testCar, testTenant } from "../../test/builders.ts"
import { onEveryTarget } from "../../test/every-target.ts"
import type { Database } from "../database.ts"
import { createStockChanges } from "../stock-changes.ts"
import { createStockRepository } from "../stock-repository.ts"
import { createTenantRepository } from "../tenant-repository.ts"
import { formatImportReport } from "./import-report-lines.ts"
import { importStockFile } from "./import-stock-file.ts"

const folders: string[] = []
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))))

/** A JSON stock file of `rows` in a folder of its own. */
async function stockFile(rows: ReadonlyArray<unknown>): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "dealer-import-replace-"))
  folders.push(folder)
  const file = join(folder, "stock.json")
  await writeFile(file, JSON.stringify(rows))
  return file
}

/** Acme with cars 1 to `count` (the demo stock, say), and Zenith with a car 2 of its own. */
async function stockedDb(db: Database, count: number): Promise<Database> {
  const tenants = createTenantRepository(db)
  await tenants.insertIfMissing(testTenant("acme", 1))
  await tenants.insertIfMissing(testTenant("zenith", 2))
  const stock = createStockRepository(db)
  await stock.save("acme", Array.from({ length: count }, (_, index) => testCar(index + 1)))
  await stock.save("zenith", [testCar(2)])
  return db
}

/** Each stored car of the tenant by id: its `show_on_dealer_website` (absent: undefined). */
async function listing(db: Database, tenantSlug: string) {
  const cars = await createStockRepository(db).listByTenant(tenantSlug)
  return Object.fromEntries(cars.map((car: Car) => [car.id, car.show_on_dealer_website]))
}

/** Collects the stock change notices the database hears. */
async function listenTo(db: Database) {
  const notices: StockChangeNotice[] = []
  const stop = await createStockChanges(db).subscribe((notice) => notices.push(notice))
  const until = async (count: number) => {
    const deadline = Date.now() + 2_000
    while (notices.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
    return notices
  }
  return { notices, stop, until }
}

// Lets notifications already sent reach their listeners before asserting that none came.
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

const summary = (report: Parameters<typeof formatImportReport>[0]) => formatImportReport(report).at(-1)

onEveryTarget(({ fresh }) => {
  describe("importStockFile with replace", () => {
    it("withdraws the tenant's cars the file does not name, and only them, keeping the rows; the search engine hears", async () => {
      const db = await stockedDb(await fresh(), 5)
      // Car 4's row is rejected, yet the file names it: a typo must not take a car off the site.
      const file = await stockFile([testCar(1), testCar(3, { price: 19_990 }), { ...testCar(4), year: "soon" }])

      const plain = await importStockFile(db, { file, tenantSlug: "acme" })
      expect(plain).toMatchObject({ replace: false, withdrawn: 0 })
      expect(summary(plain)).toBe(
        "Imported 2 of 3 rows from stock.json into acme (1 rejected): 1 changed (0 added, 1 updated), 1 unchanged"
      )
      expect(Object.values(await listing(db, "acme"))).not.toContain(false)

      const heard = await listenTo(db)
      const report = await importStockFile(db, { file, tenantSlug: "acme", replace: true })

      expect(summary(report)).toBe(
        "Imported 2 of 3 rows from stock.json into acme (1 rejected): 0 changed (0 added, 0 updated), 2 unchanged, 2 withdrawn (not in the file)"
      )
      expect(await listing(db, "acme")).toEqual({ 1: undefined, 2: false, 3: undefined, 4: undefined, 5: false })
      // Only the flag changed; the rows stay for the leads, watchlists and reservations naming them.
      const five = await createStockRepository(db).findById("acme", 5)
      expect(five).toEqual({ ...testCar(5), show_on_dealer_website: false })
      expect(await listing(db, "zenith")).toEqual({ 2: undefined })
      expect(await heard.until(1)).toEqual([{ tenantSlug: "acme", carIds: [2, 5], kind: "upserted" }])
      await heard.stop()
    })

    it("withdraws nothing when no row of the file can be imported: a broken feed never empties a site", async () => {
      const db = await stockedDb(await fresh(), 3)
      const broken = await stockFile([{ ...testCar(7), year: "soon" }, { id: "x" }])
      const empty = await stockFile([])

      const report = await importStockFile(db, { file: broken, tenantSlug: "acme", replace: true })
      const none = await importStockFile(db, { file: empty, tenantSlug: "acme", replace: true })

      expect(report).toMatchObject({ imported: 0, withdrawn: 0 })
      expect(summary(report)).toBe(
        "Imported 0 of 2 rows from stock.json into acme (2 rejected): 0 changed (0 added, 0 updated), 0 unchanged, nothing withdrawn (no row was imported)"
      )
      expect(none).toMatchObject({ imported: 0, withdrawn: 0 })
      expect(await listing(db, "acme")).toEqual({ 1: undefined, 2: undefined, 3: undefined })
    })

    it("withdraws nothing more the second time, and lists again a withdrawn car by a later file's own flag", async () => {
      const db = await stockedDb(await fresh(), 4)
      const first = await stockFile([testCar(1)])
      expect((await importStockFile(db, { file: first, tenantSlug: "acme", replace: true })).withdrawn).toBe(3)

      const heard = await listenTo(db)
      const again = await importStockFile(db, { file: first, tenantSlug: "acme", replace: true })
      expect(summary(again)).toBe(
        "Imported 1 of 1 row from stock.json into acme (0 rejected): 0 changed (0 added, 0 updated), 1 unchanged, 0 withdrawn (not in the file)"
      )
      await settle()
      expect(heard.notices).toEqual([])
      await heard.stop()

      // Car 2 comes back without the flag (shown), car 3 comes back hidden by its own row.
      const later = await stockFile([testCar(1), testCar(2), testCar(3, { show_on_dealer_website: false })])
      const report = await importStockFile(db, { file: later, tenantSlug: "acme", replace: true })
      expect(report).toMatchObject({ saved: { added: 0, updated: 1, unchanged: 2 }, withdrawn: 0 })
      expect(await listing(db, "acme")).toEqual({ 1: undefined, 2: undefined, 3: false, 4: false })
    })
  })
})
