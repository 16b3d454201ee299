import type { SmsMessage } from "@dealer/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { defaultApiSettings, type ApiSettings } from "../../server/api-settings.server.ts"
import type { Services } from "../../server/create-services.server.ts"
import { postgresServer } from "../../test/api-databases.ts"
import { ApiClient, errorOf, json, openTestServices, seedTestTenants, TEST_NOW, testSettings } from "../../test/api-harness.ts"
import { leadBody } from "../../test/lead-bodies.ts"

// The production limits, on the development outbox (so a test can read the sign-in codes).
const productionLimits: ApiSettings = { ...testSettings, limits: defaultApiSettings.limits }
const { limits } = defaultApiSettings

/** Attacks on the limits of anonymous writes: each must hurt the attacker and never a shopper. */
describe("limits under attack", () => {
  let services: Services
  const clock = { now: TEST_NOW }
  let networks = 0
  /** A client in a network of its own (198.51.<n>.1), unless it is given an address. */
  const client = (address = `198.51.${++networks}.1`, host?: string) =>
    new ApiClient(services, { address, ...(host ? { host } : {}) })
  const codeOf = async (phone: string) => {
    const { messages } = await json<{ messages: Array<{ kind: string; payload: SmsMessage }> }>(
      await client().get("/dev/outbox")
    )
    const sms = messages.find((message) => message.kind === "sms" && message.payload.to === phone)
    return /^(\d{6}) is your /.exec(sms?.payload.text ?? "")?.[1] ?? ""
  }

  beforeAll(async () => {
    const db = await postgresServer().open()
    await seedTestTenants(db)
    services = await openTestServices(db, clock, productionLimits)
  })
  afterAll(() => services?.close())

  it("lets a genuine shopper's lead through after 640 honeypot leads from 32 addresses", async () => {
    const honeypot = leadBody({ website: "https://spam.example" })
    for (let bot = 1; bot <= 32; bot++) {
      const attacker = client(`198.18.${bot}.7`)
      const answers = await Promise.all(Array.from({ length: 20 }, () => attacker.post("/api/leads", honeypot)))
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    }
    expect((await client().post("/api/leads", leadBody())).status).toBe(200)
    // A bot sharing a shopper's address spends only the spam allowance.
    expect((await client("198.18.1.7").post("/api/leads", leadBody())).status).toBe(200)
    expect((await client("198.18.1.7").post("/api/leads", honeypot)).status).toBe(429)
  })

  it("keeps sign-in open after 310 code requests from 31 addresses", async () => {
    for (let bot = 1; bot <= 31; bot++) {
      const attacker = client(`198.19.${bot}.7`)
      const phones = Array.from({ length: 10 }, (_, n) => `0413${String(bot).padStart(3, "0")}${String(n).padStart(3, "0")}`)
      const answers = await Promise.all(phones.map((phone) => attacker.post("/api/auth/code", { phone })))
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(202))
    }
    expect((await client().post("/api/auth/code", { phone: "0414000001" })).status).toBe(202)
  })

  it("does not let a stranger lock someone out of sign-in by asking codes for their phone", async () => {
    const phone = "0414000002"
    const stranger = client()
    for (let request = 1; request <= limits.signInCodePerPhoneAndClient.limit; request++) {
      expect((await stranger.post("/api/auth/code", { phone })).status).toBe(202)
    }
    expect((await stranger.post("/api/auth/code", { phone })).status).toBe(429)
    const owner = client()
    expect((await owner.post("/api/auth/code", { phone })).status).toBe(202)
    expect((await owner.post("/api/auth/verify", { phone, code: await codeOf(phone) })).status).toBe(200)
  })

  it("limits every anonymous write per client: valuations, rego lookups, phone reveals, analytics", async () => {
    const [car] = await services.stock.listByTenant("metro-motor-group")
    const writes: ReadonlyArray<readonly [string, unknown, number]> = [
      ["/api/miscellaneous", { column_name: "valuation", rego: "ABC123" }, limits.writePerClient.limit],
      ["/api/trade-in/rego-lookup", { rego: "ABC123", regoState: "qld" }, limits.regoLookupPerClient.limit],
      ["/api/phone-reveals", { car_id: car?.id, dealership_id: null, website_id: 1 }, limits.writePerClient.limit],
      ["/api/analytics/events", { event_id: 39, label: "Used Car" }, limits.writePerClient.limit]
    ]
    for (const [path, body, limit] of writes) {
      const attacker = client()
      for (let write = 1; write <= limit; write++) expect((await attacker.post(path, body)).status).toBeLessThan(300)
      const refused = await attacker.post(path, body)
      expect(refused.status, path).toBe(429)
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
      expect((await client().post(path, body)).status, `${path} from another client`).toBeLessThan(300)
    }
  })

  it("refuses a text past 5,000 characters naming its field, and stores nothing of it", async () => {
    const before = await services.db.query<{ count: number }>("SELECT count(*)::integer AS count FROM valuations")
    const padded = await client().post("/api/miscellaneous", {
      column_name: "valuation",
      adjustmentAnswers: { notes: "x".repeat(45_000) }
    })
    expect(padded.status).toBe(400)
    expect((await errorOf(padded)).fields[0]).toEqual({
      path: "adjustmentAnswers.notes",
      message: "Expected at most 5000 characters"
    })
    expect(await services.db.query("SELECT count(*)::integer AS count FROM valuations")).toEqual(before)
  })

  it("counts cookie-less views once per address and day, and rotating cookies at most 10 times", async () => {
    const [car] = await services.stock.listByTenant("metro-motor-group")
    const path = `/api/cars/${car?.slug}/view.json`
    const viewsNow = async (viewer: ApiClient) => (await json<{ views: number }>(await viewer.get(path))).views
    const first = await viewsNow(client("198.20.0.1"))
    for (let view = 1; view < 20; view++) await viewsNow(client("198.20.0.1"))
    const afterCookieless = await viewsNow(client("198.20.0.2"))
    expect(afterCookieless).toBe(first + 1)

    for (let view = 1; view <= 15; view++) {
      const cookie = `dealer_visitor=${`rotating-visitor-${view}`.padEnd(20, "x")}`
      await client("198.20.0.3").get(path, { cookie })
    }
    expect(await viewsNow(client("198.20.0.4"))).toBe(afterCookieless + 1 + limits.viewsPerClientAndCar.limit)
  })

  it("lets one shopper hold at most two cars at once, refusing a third before any charge", async () => {
    const shopper = client()
    const phone = "0414000003"
    await shopper.post("/api/auth/code", { phone })
    expect((await shopper.post("/api/auth/verify", { phone, code: await codeOf(phone) })).status).toBe(200)
    const cars = (await services.stock.listByTenant("metro-motor-group")).filter((car) => car.status === "in_stock")
    const reserve = (index: number) => shopper.post("/api/reservations/reserve", { car_id: cars[index]?.id, kind: "reserve" })
    const outcomes = []
    for (let index = 0; outcomes.filter((status) => status === 201).length < 2 && index < cars.length; index++) {
      outcomes.push((await reserve(index)).status)
    }
    const third = await reserve(cars.length - 1)
    expect(third.status).toBe(409)
    expect((await errorOf(third)).message).toBe(
      "You already hold 2 cars, the most one shopper can hold at once. Visit My Garage to see them."
    )
    const held = await json<{ reservations: unknown[] }>(await shopper.get("/api/reservations"))
    expect(held.reservations).toHaveLength(2)
  })
})
