import type { SmsMessage } from "@dealer/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiTargets } from "../../test/api-databases.ts"
import {
  ApiClient,
  errorOf,
  json,
  openTestServices,
  seedTestTenants,
  TEST_NOW,
  testSettings
} from "../../test/api-harness.ts"
import type { Services } from "../../server/create-services.server.ts"

describe.each(apiTargets())("sign-in and watchlist calls on $name", (target) => {
  let services: Services
  const clock = { now: TEST_NOW }
  let address = 0
  const browser = (host?: string) =>
    new ApiClient(services, { address: `192.0.2.${++address}`, ...(host ? { host } : {}) })

  /** The code of the last SMS to `phone`, read from the outbox as `/dev/outbox` shows it. */
  const lastCode = async (client: ApiClient, phone: string) => {
    const { messages } = await json<{ messages: Array<{ kind: string; payload: SmsMessage }> }>(
      await client.get("/dev/outbox")
    )
    const sms = messages.find((message) => message.kind === "sms" && message.payload.to === phone)
    return /^(\d{6}) is your /.exec(sms?.payload.text ?? "")?.[1] ?? ""
  }

  const signIn = async (client: ApiClient, phone: string) => {
    expect((await client.post("/api/auth/code", { phone })).status).toBe(202)
    const response = await client.post("/api/auth/verify", { phone, code: await lastCode(client, phone) })
    expect(response.status).toBe(200)
    return json<{ user: { id: number; phone: string } }>(response)
  }

  beforeAll(async () => {
    const db = await target.open()
    await seedTestTenants(db)
    services = await openTestServices(db, clock)
  })
  afterAll(() => services?.close())

  describe("POST /api/auth/code and /api/auth/verify", () => {
    it("texts a code through the outbox and signs in with it, setting an HttpOnly SameSite=Lax cookie", async () => {
      const client = browser()
      expect((await client.post("/api/auth/code", { phone: "+61 412 000 001" })).status).toBe(202)
      const code = await lastCode(client, "0412000001")
      expect(code).toMatch(/^\d{6}$/)
      const response = await client.post("/api/auth/verify", { phone: "0412 000 001", code })
      expect(response.status).toBe(200)
      expect(await json(response)).toEqual({ user: { id: expect.any(Number), phone: "0412000001" } })
      const cookie = response.headers.get("set-cookie") ?? ""
      expect(cookie).toMatch(/^dealer_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/)
      expect((await client.get("/api/watchlist")).status).toBe(200)
    })

    it("marks the cookie Secure in production", async () => {
      const production = { ...services, settings: { ...testSettings, production: true, devOutbox: false } }
      const client = new ApiClient(production, { address: "192.0.2.250" })
      await client.post("/api/auth/code", { phone: "0412000009" })
      const [sms] = await services.repositories.outbox.list({ tenantSlug: "metro-motor-group", kind: "sms", limit: 1 })
      const code = /^(\d{6})/.exec(sms?.kind === "sms" ? sms.payload.text : "")?.[1] ?? ""
      const response = await client.post("/api/auth/verify", { phone: "0412000009", code })
      expect(response.headers.get("set-cookie")).toMatch(/; HttpOnly; SameSite=Lax; Secure$/)
      expect((await client.get("/dev/outbox")).status).toBe(404)
    })

    it("refuses a wrong code with 400 naming it, and counts the try", async () => {
      const client = browser()
      await client.post("/api/auth/code", { phone: "0412000002" })
      const right = await lastCode(client, "0412000002")
      const wrong = right === "000000" ? "111111" : "000000"
      const response = await client.post("/api/auth/verify", { phone: "0412000002", code: wrong })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).fields).toEqual([
        { path: "code", message: "That code is not right. Please check it and try again." }
      ])
      for (let attempt = 2; attempt <= testSettings.signInCodeMaxAttempts; attempt++) {
        await client.post("/api/auth/verify", { phone: "0412000002", code: wrong })
      }
      // Locked after 5 wrong tries, even for the right code: each wrong try was committed.
      const locked = await client.post("/api/auth/verify", { phone: "0412000002", code: right })
      expect((await errorOf(locked)).message).toBe("Too many wrong codes. Please ask for a new one.")
    })

    it("refuses a phone that is not an Australian mobile, and a malformed code, with 400 naming them", async () => {
      const client = browser()
      const landline = await client.post("/api/auth/code", { phone: "07 3210 1234" })
      expect(landline.status).toBe(400)
      expect((await errorOf(landline)).fields).toEqual([
        { path: "phone", message: "Please enter an Australian mobile number." }
      ])
      const code = await client.post("/api/auth/verify", { phone: "0412000003", code: "12ab" })
      expect((await errorOf(code)).fields[0]?.path).toBe("code")
    })

    it("limits code requests per phone and client with 429 and Retry-After, and per phone across clients", async () => {
      const phone = "0412000004"
      const asker = browser()
      for (let request = 1; request <= 3; request++) {
        expect((await asker.post("/api/auth/code", { phone })).status).toBe(202)
      }
      const limited = await asker.post("/api/auth/code", { phone })
      expect(limited.status).toBe(429)
      expect((await errorOf(limited)).code).toBe("rate_limited")
      const retryAfter = Number(limited.headers.get("retry-after"))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(15 * 60)
      // Other clients still get codes for the phone, up to the phone's own daily cap (text flooding).
      const { limit } = testSettings.limits.signInCodePerPhone
      for (let request = 4; request <= limit; request++) {
        expect((await browser().post("/api/auth/code", { phone })).status).toBe(202)
      }
      expect((await browser().post("/api/auth/code", { phone })).status).toBe(429)
    })
  })

  describe("watchlist", () => {
    it("answers 401 while signed out", async () => {
      const client = browser()
      const list = await client.get("/api/watchlist")
      expect(list.status).toBe(401)
      expect((await errorOf(list)).code).toBe("sign_in_required")
      expect(
        (await client.post("/api/watchlist/save-car", { phone_number: "0412000005", car_id: 100001 })).status
      ).toBe(401)
    })

    it("saves and removes cars of the session's shopper only, whatever phone the body names", async () => {
      const [carA, carB] = await services.stock.listByTenant("metro-motor-group")
      const alice = browser()
      const bob = browser()
      await signIn(alice, "0412000006")
      const bobUser = await signIn(bob, "0412000007")
      await bob.post("/api/watchlist/save-car", { phone_number: "0412000007", car_id: carB?.id })

      const saved = await alice.post("/api/watchlist/save-car", { phone_number: "0412000007", car_id: carA?.id })
      expect(await json(saved)).toEqual({ success: true, watchlist: [{ id: carA?.id }] })
      expect(await json(await bob.get("/api/watchlist"))).toEqual({ watchlist: [{ id: carB?.id }] })
      const removed = await alice.post("/api/watchlist/remove-car", {
        phone_number: bobUser.user.phone,
        car_id: carB?.id
      })
      expect(await json(removed)).toEqual({ success: true, watchlist: [{ id: carA?.id }] })
      expect(await json(await bob.get("/api/watchlist"))).toEqual({ watchlist: [{ id: carB?.id }] })
      await alice.post("/api/watchlist/remove-car", { phone_number: "", car_id: carA?.id })
      expect(await json(await alice.get("/api/watchlist"))).toEqual({ watchlist: [] })
    })

    it("answers 404 for saving a car the tenant does not have, 400 for a body without car_id", async () => {
      const client = browser()
      await signIn(client, "0412000008")
      const kiaCar = (await services.stock.listByTenant("coastal-kia"))[0]
      expect((await client.post("/api/watchlist/save-car", { phone_number: "", car_id: kiaCar?.id })).status).toBe(404)
      const bad = await client.post("/api/watchlist/save-car", { phone_number: "" })
      expect(bad.status).toBe(400)
      expect((await errorOf(bad)).fields[0]?.path).toBe("car_id")
    })

    it("keeps a session to the tenant that signed it in", async () => {
      const client = browser()
      await signIn(client, "0412000010")
      const elsewhere = new ApiClient(services, { host: "coastal-kia.localhost" })
      for (const [name, value] of client.cookies) elsewhere.cookies.set(name, value)
      expect((await elsewhere.get("/api/watchlist")).status).toBe(401)
    })
  })

  describe("POST /api/auth/sign-out", () => {
    it("ends the session and clears the cookie", async () => {
      const client = browser()
      await signIn(client, "0412000011")
      const token = client.cookies.get("dealer_session")
      const response = await client.post("/api/auth/sign-out")
      expect(response.status).toBe(204)
      expect(response.headers.get("set-cookie")).toBe("dealer_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax")
      expect(client.cookies.has("dealer_session")).toBe(false)
      expect(await services.repositories.sessions.find("metro-motor-group", token ?? "", clock.now)).toBeNull()
      expect((await client.get("/api/watchlist")).status).toBe(401)
    })
  })
})
