import type { Car, Tenant } from "@dealer/core"
import type { Database } from "@dealer/postgres"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Services } from "../../server/create-services.server.ts"
import { embedded } from "../../test/api-databases.ts"
import { eventually, openTestServices, seedTestTenants, TEST_NOW } from "../../test/api-harness.ts"
import { carPageData, requireVehiclePageCar } from "./car-page-data.server.ts"

/** The database with every statement it runs recorded (transactions' own statements included). */
function recordingDatabase(db: Database, statements: string[]): Database {
  const recording = (target: Database | Parameters<Parameters<Database["transaction"]>[0]>[0]) =>
    new Proxy(target, {
      get(inner, key) {
        if (key === "query") {
          return (sql: string, params?: ReadonlyArray<unknown>) => {
            statements.push(sql)
            return inner.query(sql, params)
          }
        }
        if (key === "transaction") {
          return <T,>(fn: (tx: typeof inner) => Promise<T>) => inner.transaction((tx) => fn(recording(tx) as typeof inner))
        }
        const value = Reflect.get(inner, key) as unknown
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(inner) : value
      }
    })
  return recording(db) as Database
}

const readsStock = (sql: string) => /\bstock\b/i.test(sql)

// The vehicle page's car and its similar cars come from the cars the search engine holds (kept
// current by the stock change notices), not from a database read per render (decision 0069).
describe("the vehicle page's cars", () => {
  const statements: string[] = []
  let services: Services
  let tenant: Tenant
  let stored: ReadonlyArray<Car>

  beforeAll(async () => {
    const db = await embedded.open()
    await seedTestTenants(db)
    services = await openTestServices(recordingDatabase(db, statements), { now: TEST_NOW })
    tenant = services.tenants.get("metro-motor-group") as Tenant
    stored = await services.stock.listByTenant(tenant.slug)
  })
  afterAll(async () => {
    await services?.close()
  })

  async function render(slug: string) {
    const car = await requireVehiclePageCar(services, tenant, slug)
    return carPageData(services, tenant, car, "http://metro-motor-group.localhost")
  }

  const statusOf = async (slug: string) =>
    render(slug).then(
      () => 200,
      (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status ?? "not a response"
    )

  it("reads neither the car nor its similar cars from the database", async () => {
    const car = stored.find((candidate) => candidate.status === "in_stock" && candidate.show_on_dealer_website !== false)
    expect(car).toBeDefined()
    statements.length = 0
    const page = await render((car as Car).slug)
    expect(page.slug).toBe((car as Car).slug)
    expect(page.similar.cards.length).toBeGreaterThan(0)
    expect(statements.filter(readsStock)).toEqual([])
  })

  it("shows a sold car's page, and answers 404 for a withdrawn car and an unknown slug, as the database says", async () => {
    const sold = stored.find((candidate) => candidate.status === "sold" && candidate.show_on_dealer_website !== false)
    const withdrawn = stored.find((candidate) => candidate.show_on_dealer_website === false)
    expect(sold && withdrawn).toBeTruthy()
    statements.length = 0
    const soldPage = await render((sold as Car).slug)
    expect(soldPage.view.soldNotice).not.toBeNull()
    expect(await statusOf((withdrawn as Car).slug)).toBe(404)
    expect(await statusOf("1999-no-such-car-x1")).toBe(404)
    expect(statements.filter(readsStock)).toEqual([])
  })

  it("follows the database: a car withdrawn or listed again changes its page once the change notice arrives", async () => {
    const car = stored.find(
      (candidate) => candidate.status === "in_stock" && candidate.show_on_dealer_website !== false && candidate.id !== stored[0]?.id
    ) as Car
    expect(await statusOf(car.slug)).toBe(200)
    await services.stock.upsert(tenant.slug, [{ ...car, show_on_dealer_website: false }])
    await eventually(async () => expect(await statusOf(car.slug)).toBe(404))
    await services.stock.upsert(tenant.slug, [car])
    await eventually(async () => expect(await statusOf(car.slug)).toBe(200))
  })
})
