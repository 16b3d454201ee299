import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Car } from "@dealer/core"
import { importStockFile, type Database } from "@dealer/postgres"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { embedded } from "../../test/api-databases.ts"
import { ApiClient, eventually, json, openTestServices, seedTestTenants, TEST_NOW } from "../../test/api-harness.ts"
import type { Services } from "../../server/create-services.server.ts"

// The site as it runs while `npm run import -- --replace` goes through its queue: the import writes
// on the site's own database, and the search engine hears the stock change notices.
describe("a stock import with replace on a running site", () => {
  let db: Database
  let services: Services
  let folder: string

  beforeAll(async () => {
    db = await embedded.open()
    await seedTestTenants(db)
    services = await openTestServices(db, { now: TEST_NOW })
    folder = await mkdtemp(join(tmpdir(), "dealer-import-replace-api-"))
  })
  afterAll(async () => {
    await services?.close()
    await rm(folder, { recursive: true, force: true })
  })

  it("takes the cars the file does not name out of /api/stock/search and their vehicle pages", async () => {
    const shopper = new ApiClient(services)
    const search = async () => json<{ total: number; hits: Car[] }>(await shopper.get("/api/stock/search"))
    const before = await search()
    expect(before.total).toBeGreaterThan(2)
    const [kept, other, gone] = before.hits as [Car, Car, Car]
    const file = join(folder, "stock.json")
    await writeFile(file, JSON.stringify([kept, other]))
    // The generated stock has a few cars withdrawn already; those are not withdrawn again.
    const listed = (await services.stock.listByTenant("metro-motor-group")).filter(
      (car) => car.show_on_dealer_website !== false
    )

    const report = await importStockFile(db, { file, tenantSlug: "metro-motor-group", replace: true })

    expect(report.withdrawn).toBe(listed.length - 2)
    await eventually(async () => {
      const after = await search()
      expect(after.hits.map((hit) => hit.id).sort()).toEqual([kept.id, other.id].sort())
      expect(after.total).toBe(2)
    })
    expect((await shopper.get(`/api/cars/${kept.slug}`)).status).toBe(200)
    expect((await shopper.get(`/api/cars/${gone.slug}`)).status).toBe(404)
  })
})
