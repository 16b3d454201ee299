import type { Car } from "@dealer/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postgresServer } from "../../test/api-databases.ts"
import { ApiClient, eventually, json, openTestServices, seedTestTenants, TEST_NOW } from "../../test/api-harness.ts"
import type { Services } from "../../server/create-services.server.ts"

// Two processes behind a load balancer: each has its own services (pool, search engine, listener).
describe("two app processes on one PostgreSQL", () => {
  const target = postgresServer()
  const clock = { now: TEST_NOW }
  let first: Services
  let second: Services

  beforeAll(async () => {
    const db = await target.open()
    await seedTestTenants(db)
    first = await openTestServices(db, clock)
    second = await openTestServices(await (target.reopen ?? target.open)(), clock)
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
  })

  it("lists through one process the car saved to the watchlist through the other", async () => {
    const shopper = new ApiClient(first)
    await shopper.post("/api/auth/code", { phone: "0412999001" })
    const [sms] = await first.repositories.outbox.list({ tenantSlug: "metro-motor-group", kind: "sms", limit: 1 })
    const code = /^(\d{6})/.exec(sms?.kind === "sms" ? sms.payload.text : "")?.[1] ?? ""
    expect((await shopper.post("/api/auth/verify", { phone: "0412999001", code })).status).toBe(200)
    const car = (await first.stock.listByTenant("metro-motor-group"))[3] as Car
    await shopper.post("/api/watchlist/save-car", { phone_number: "0412999001", car_id: car.id })

    shopper.useServices(second)
    expect(await json(await shopper.get("/api/watchlist"))).toEqual({ watchlist: [{ id: car.id }] })
  })

  it("finds through one process, within 1 s, a car stored or removed through the other", async () => {
    const template = (await first.stock.listByTenant("metro-motor-group"))[0] as Car
    const added: Car = { ...template, id: 180_001, slug: "2024-zephyrine-glide", make: "Zephyrine", model: "Glide" }
    const reader = new ApiClient(second)
    const total = async () =>
      (await json<{ total: number }>(await reader.get("/api/stock/search?make=Zephyrine"))).total

    expect(await total()).toBe(0)
    await first.stock.save("metro-motor-group", [added])
    const shown = await eventually(async () => expect(await total()).toBe(1), 1000)
    expect(shown).toBeLessThan(1000)

    await first.stock.remove("metro-motor-group", added.id)
    const gone = await eventually(async () => expect(await total()).toBe(0), 1000)
    expect(gone).toBeLessThan(1000)
  })
})
