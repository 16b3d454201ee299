import { isReservable, type SmsMessage } from "@dealer/core"
import fc from "fast-check"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { apiTargets } from "../../test/api-databases.ts"
import { ApiClient, errorOf, json, openTestServices, seedTestTenants, TEST_NOW, testSettings } from "../../test/api-harness.ts"
import { leadBody } from "../../test/lead-bodies.ts"
import { storedRows } from "../../test/raw-request.ts"
import type { Services } from "../../server/create-services.server.ts"

const MINUTE = 60_000

describe.each(apiTargets())("access to shoppers' data on $name", (target) => {
  let services: Services
  const clock = { now: TEST_NOW }
  let address = 0
  let phones = 0
  const browser = (options: { host?: string; services?: Services } = {}) =>
    new ApiClient(options.services ?? services, {
      address: `198.18.1.${++address}`,
      ...(options.host ? { host: options.host } : {})
    })
  /** A mobile number no other test uses, so per-phone limits never carry over. */
  const newPhone = () => `04130${String(++phones).padStart(5, "0")}`

  /** The code of the last SMS to `phone`, as `/dev/outbox` shows it. */
  const lastCode = async (client: ApiClient, phone: string) => {
    const { messages } = await json<{ messages: Array<{ kind: string; payload: SmsMessage }> }>(
      await client.get("/dev/outbox")
    )
    const sms = messages.find((message) => message.kind === "sms" && message.payload.to === phone)
    return /^(\d{6}) is your /.exec(sms?.payload.text ?? "")?.[1] ?? ""
  }

  const requestCode = async (client: ApiClient, phone: string) => {
    expect((await client.post("/api/auth/code", { phone })).status).toBe(202)
    return lastCode(client, phone)
  }

  const signIn = async (client: ApiClient, phone: string) => {
    const response = await client.post("/api/auth/verify", { phone, code: await requestCode(client, phone) })
    expect(response.status).toBe(200)
    return (await json<{ user: { id: number; phone: string } }>(response)).user
  }

  const watchlistOf = async (client: ApiClient) =>
    (await json<{ watchlist: Array<{ id: number }> }>(await client.get("/api/watchlist"))).watchlist

  const withClock = async <T>(at: Date, work: () => Promise<T>): Promise<T> => {
    clock.now = at
    try {
      return await work()
    } finally {
      clock.now = TEST_NOW
    }
  }

  beforeAll(async () => {
    const db = await target.open()
    await seedTestTenants(db)
    services = await openTestServices(db, clock)
  })
  afterAll(() => services?.close())
  afterEach(() => {
    vi.restoreAllMocks()
  })

  describe("another shopper's watchlist", () => {
    it("stays out of reach whatever the body, query or headers name", async () => {
      const [carA, ...others] = await services.stock.listByTenant("metro-motor-group")
      const alice = browser()
      const bob = browser()
      const aliceUser = await signIn(alice, newPhone())
      const bobUser = await signIn(bob, newPhone())
      await alice.post("/api/watchlist/save-car", { phone_number: aliceUser.phone, car_id: carA?.id })
      const ids = others.slice(0, 5).map((car) => car.id)
      const naming = [
        ["phone_number", aliceUser.phone],
        ["user_id", aliceUser.id],
        ["userId", aliceUser.id],
        ["user", { id: aliceUser.id, phone: aliceUser.phone }],
        ["owner", aliceUser.id],
        ["tenantSlug", "coastal-kia"],
        ["__proto__", { userId: aliceUser.id }]
      ] as const
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("save-car", "remove-car"),
          fc.constantFrom(...ids),
          fc.subarray([...naming], { minLength: 1 }),
          async (change, carId, fields) => {
            const body = `{${[["car_id", carId] as const, ...fields].map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}${fields.some(([key]) => key === "phone_number") ? "" : `,"phone_number":""`}}`
            const headers = { "x-user-id": String(aliceUser.id), "x-phone": aliceUser.phone }
            const response = await bob.post(`/api/watchlist/${change}?user_id=${aliceUser.id}&phone_number=${aliceUser.phone}`, body, headers)
            expect(response.status).toBe(200)
            const answer = await json<{ watchlist: Array<{ id: number }> }>(response)
            expect(answer.watchlist.map((entry) => entry.id)).not.toContain(carA?.id)
            expect(await watchlistOf(alice)).toEqual([{ id: carA?.id }])
          }
        ),
        { numRuns: target.name === "PGlite" ? 30 : 10 }
      )
      const asked = await bob.get(`/api/watchlist?user_id=${aliceUser.id}&phone_number=${aliceUser.phone}&userId=${aliceUser.id}`, {
        "x-user-id": String(aliceUser.id)
      })
      expect((await json<{ watchlist: Array<{ id: number }> }>(asked)).watchlist.map((entry) => entry.id)).not.toContain(carA?.id)
      expect(bobUser.id).not.toBe(aliceUser.id)
    })

    it("answers 401 to every gated call without a live session: none, made up, revoked or expired", async () => {
      const client = browser()
      await signIn(client, newPhone())
      const live = client.cookies.get("dealer_session") ?? ""
      const ended = browser()
      await signIn(ended, newPhone())
      const revoked = ended.cookies.get("dealer_session") ?? ""
      await ended.post("/api/auth/sign-out")
      const [car] = await services.stock.listByTenant("metro-motor-group")
      const calls = [
        () => ({ method: "GET", path: "/api/watchlist" }),
        () => ({ method: "POST", path: "/api/watchlist/save-car" }),
        () => ({ method: "POST", path: "/api/watchlist/remove-car" })
      ] as const
      const cookies: ReadonlyArray<[string, string | null, Date]> = [
        ["no cookie", null, TEST_NOW],
        ["made up", "A".repeat(43), TEST_NOW],
        ["empty", "", TEST_NOW],
        ["revoked", revoked, TEST_NOW],
        // Sessions last 30 days.
        ["expired", live, new Date(TEST_NOW.getTime() + 30 * 24 * 60 * MINUTE + 1000)]
      ]
      for (const [name, token, at] of cookies) {
        for (const call of calls) {
          const { method, path } = call()
          const shopper = browser()
          if (token !== null) shopper.cookies.set("dealer_session", token)
          const response = await withClock(at, () =>
            method === "GET" ? shopper.get(path) : shopper.post(path, { phone_number: "", car_id: car?.id })
          )
          expect(response.status, `${name} ${path}`).toBe(401)
          expect((await errorOf(response)).code).toBe("sign_in_required")
        }
      }
      // The live session still works before it expires.
      expect((await client.get("/api/watchlist")).status).toBe(200)
    })
  })

  describe("another tenant's leads and valuations", () => {
    it("read as missing: a later step, an accepted offer or adjustments name another tenant's ids in vain", async () => {
      const kia = browser({ host: "coastal-kia.localhost" })
      const kiaLead = await json<{ lead_id: number }>(await kia.post("/api/leads", leadBody()))
      const kiaValuation = await json<{ id: number }>(
        await kia.post("/api/trade-in/rego-lookup", { rego: "KIA001", regoState: "qld" })
      )
      const before = await services.repositories.valuations.findById("coastal-kia", kiaValuation.id)
      const metro = browser()
      const rows = await storedRows(services.db)
      expect((await metro.post("/api/leads", leadBody({ name: "Mallory" }, true, kiaLead.lead_id))).status).toBe(404)
      const accepted = await metro.post("/api/trade-in/offer-accepted", {
        lead_id: kiaLead.lead_id,
        form_completed: true,
        offer_accepted: true,
        subcategory: "3. Offer Accepted"
      })
      expect(accepted.status).toBe(404)
      const adjusted = await metro.post("/api/trade-in/adjustments", { id: kiaValuation.id, adjustmentAnswers: { kms: "1" } })
      expect(adjusted.status).toBe(404)
      // A result naming the other tenant's valuation names none of this tenant's (decision 0040).
      const result = await metro.post("/api/miscellaneous", {
        id: kiaValuation.id,
        offer_price: 1,
        offer_accepted: true,
        column_name: "valuation"
      })
      expect(result.status).toBe(404)
      expect(await storedRows(services.db)).toEqual(rows)
      expect(await services.repositories.valuations.findById("coastal-kia", kiaValuation.id)).toEqual(before)
    })
  })

  describe("one-time codes", () => {
    it("expire after their lifetime (5 minutes by default, 10 when so set)", async () => {
      for (const lifetime of [testSettings.signInCodeLifetimeMs, 10 * MINUTE]) {
        const configured = { ...services, settings: { ...testSettings, signInCodeLifetimeMs: lifetime } }
        const client = browser({ services: configured })
        const late = newPhone()
        const code = await requestCode(client, late)
        const expired = await withClock(new Date(TEST_NOW.getTime() + lifetime + 1000), () =>
          client.post("/api/auth/verify", { phone: late, code })
        )
        expect(expired.status).toBe(400)
        expect(await errorOf(expired)).toMatchObject({
          code: "invalid_input",
          message: "That code has expired. Please ask for a new one.",
          fields: [{ path: "code" }]
        })
        const timely = newPhone()
        const fresh = await requestCode(client, timely)
        const inTime = await withClock(new Date(TEST_NOW.getTime() + lifetime - 1000), () =>
          client.post("/api/auth/verify", { phone: timely, code: fresh })
        )
        expect(inTime.status).toBe(200)
      }
      expect(testSettings.signInCodeLifetimeMs).toBe(5 * MINUTE)
    })

    it("work once", async () => {
      const phone = newPhone()
      const code = await requestCode(browser(), phone)
      expect((await browser().post("/api/auth/verify", { phone, code })).status).toBe(200)
      const again = await browser().post("/api/auth/verify", { phone, code })
      expect(again.status).toBe(400)
      expect(again.headers.get("set-cookie")).toBeNull()
      expect((await errorOf(again)).fields[0]?.path).toBe("code")
    })

    it("work only for the phone they were sent to", async () => {
      const code = await requestCode(browser(), newPhone())
      const other = newPhone()
      const response = await browser().post("/api/auth/verify", { phone: other, code })
      expect(response.status).toBe(400)
      expect(response.headers.get("set-cookie")).toBeNull()
      expect((await errorOf(response)).fields[0]?.path).toBe("code")
    })

    it("are limited per client across phones, with 429 and Retry-After", async () => {
      const client = browser()
      for (let request = 1; request <= testSettings.limits.signInCodePerClient.limit; request++) {
        expect((await client.post("/api/auth/code", { phone: newPhone() })).status).toBe(202)
      }
      const limited = await client.post("/api/auth/code", { phone: newPhone() })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
      expect((await browser().post("/api/auth/code", { phone: newPhone() })).status).toBe(202)
    })

    it("stop guessing: checks are limited per client, and a locked code stays locked from every client", async () => {
      const phone = newPhone()
      const right = await requestCode(browser(), phone)
      const wrong = right === "999999" ? "999998" : "999999"
      for (let attempt = 1; attempt <= testSettings.signInCodeMaxAttempts; attempt++) {
        // A new client each try: the lock is the code's, not the client's.
        await browser().post("/api/auth/verify", { phone, code: wrong })
      }
      const locked = await browser().post("/api/auth/verify", { phone, code: right })
      expect(locked.status).toBe(400)
      expect((await errorOf(locked)).message).toBe("Too many wrong codes. Please ask for a new one.")

      const guesser = browser()
      const target = newPhone()
      await requestCode(browser(), target)
      const limit = testSettings.limits.signInVerifyPerClient.limit
      const statuses: number[] = []
      for (let attempt = 0; attempt <= limit; attempt++) {
        const response = await guesser.post("/api/auth/verify", { phone: newPhone(), code: String(attempt).padStart(6, "0") })
        statuses.push(response.status)
      }
      expect(statuses.slice(0, limit).every((status) => status === 400)).toBe(true)
      expect(statuses[limit]).toBe(429)
    })
  })

  describe("sessions", () => {
    it("get a new token at every sign-in, which ends the browser's previous session", async () => {
      const client = browser()
      const phone = newPhone()
      const first = await signIn(client, phone)
      const firstToken = client.cookies.get("dealer_session") ?? ""
      const replay = browser()
      replay.cookies.set("dealer_session", firstToken)
      expect((await replay.get("/api/watchlist")).status).toBe(200)

      await withClock(new Date(TEST_NOW.getTime() + 20 * MINUTE), async () => {
        const second = await signIn(client, phone)
        expect(second.id).toBe(first.id)
      })
      const secondToken = client.cookies.get("dealer_session") ?? ""
      expect(secondToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(secondToken).not.toBe(firstToken)
      expect((await replay.get("/api/watchlist")).status).toBe(401)
      expect((await client.get("/api/watchlist")).status).toBe(200)
    })

    it("end on the server at sign-out: the old cookie no longer authenticates anywhere", async () => {
      const client = browser()
      await signIn(client, newPhone())
      const token = client.cookies.get("dealer_session") ?? ""
      expect((await client.post("/api/auth/sign-out")).status).toBe(204)
      const [car] = await services.stock.listByTenant("metro-motor-group")
      const thief = browser()
      thief.cookies.set("dealer_session", token)
      expect((await thief.get("/api/watchlist")).status).toBe(401)
      expect((await thief.post("/api/watchlist/save-car", { phone_number: "", car_id: car?.id })).status).toBe(401)
      // Signing out again, with the ended token, is harmless.
      expect((await thief.post("/api/auth/sign-out")).status).toBe(204)
    })
  })

  describe("cross-site requests", () => {
    it("are refused with 403 on every POST call, signed in or not, and store nothing", async () => {
      const client = browser()
      await signIn(client, newPhone())
      const [car] = await services.stock.listByTenant("metro-motor-group")
      const posts: ReadonlyArray<[string, unknown]> = [
        ["/api/youx/quote", {}],
        ["/api/leads", leadBody()],
        ["/api/trade-in/rego-lookup", { rego: "ABC123", regoState: "qld" }],
        ["/api/trade-in/adjustments", { id: 1, adjustmentAnswers: {} }],
        ["/api/trade-in/offer-accepted", { lead_id: 1, form_completed: true, offer_accepted: true, subcategory: "3. Offer Accepted" }],
        ["/api/miscellaneous", { column_name: "valuation" }],
        ["/api/auth/code", { phone: newPhone() }],
        ["/api/auth/verify", { phone: newPhone(), code: "123456" }],
        ["/api/auth/sign-out", {}],
        ["/api/watchlist/save-car", { phone_number: "", car_id: car?.id }],
        ["/api/watchlist/remove-car", { phone_number: "", car_id: car?.id }],
        ["/api/phone-reveals", { car_id: car?.id, dealership_id: 101, website_id: 1 }],
        ["/api/analytics/events", { event_id: 39 }]
      ]
      const rows = await storedRows(services.db)
      for (const [path, body] of posts) {
        for (const headers of [
          { "sec-fetch-site": "cross-site" },
          { "sec-fetch-site": "", origin: "https://evil.example" }
        ]) {
          const response = await client.post(path, body, headers)
          expect(response.status, path).toBe(403)
          expect((await errorOf(response)).code).toBe("cross_site")
        }
      }
      expect(await storedRows(services.db)).toEqual(rows)
      // The cross-site sign-out did not end the session.
      expect((await client.get("/api/watchlist")).status).toBe(200)
    })
  })

  describe("privacy", () => {
    it("logs no phone number, email or name, and answers errors without stack traces", async () => {
      const logged: unknown[] = []
      for (const method of ["log", "info", "warn", "error", "debug", "trace"] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          logged.push(...args)
        })
      }
      const phone = newPhone()
      const personal = { name: "Priscilla", last_name: "Quixote-Zed", email: "priscilla.q@example.org", phone }
      const client = browser()
      const answers: Response[] = []
      answers.push(await client.post("/api/auth/code", { phone }))
      answers.push(await client.post("/api/auth/verify", { phone, code: "12ab" }))
      answers.push(await client.post("/api/auth/verify", { phone, code: "000000" }))
      answers.push(await client.post("/api/auth/code", { phone: "not a phone priscilla.q@example.org" }))
      answers.push(await client.post("/api/leads", leadBody(personal)))
      answers.push(await client.post("/api/leads", leadBody({ ...personal, source: "Elsewhere" })))
      answers.push(await client.post("/api/leads", leadBody({ ...personal, message: "a\u0000b" })))
      const failure = Object.assign(new Error(`duplicate key for ${phone} ${personal.email} ${personal.name}`), { code: "23505" })
      const broken = { ...services, unitOfWork: { transaction: () => Promise.reject(failure) } }
      answers.push(await browser({ services: broken }).post("/api/leads", leadBody(personal)))
      answers.push(await browser({ services: broken }).post("/api/auth/code", { phone }))
      const thrown = { ...services, stock: { ...services.stock, findBySlug: () => Promise.reject(failure) } }
      answers.push(await browser({ services: thrown }).get("/api/cars/some-car"))

      expect(answers.map((answer) => answer.status)).toEqual([202, 400, 400, 400, 200, 400, 400, 500, 500, 500])
      for (const answer of answers.slice(1)) {
        const text = await answer.text()
        expect(text).not.toMatch(/\n\s+at |node:internal|\.ts:\d+|\.js:\d+|duplicate key/)
      }
      const log = logged.map((entry) => (entry instanceof Error ? `${entry.message} ${entry.stack}` : String(entry))).join("\n")
      expect(log).toContain("POST /api/leads failed")
      for (const secret of [phone, phone.slice(1), personal.email, personal.name, personal.last_name]) {
        expect(log).not.toContain(secret)
      }
    })
  })
  describe("another shopper's reservations", () => {
    it("keeps each shopper's reservations to themselves, refuses a second deposit and answers 401 signed out", async () => {
      const cars = await services.stock.listByTenant("metro-motor-group")
      const car = cars.find((candidate) => isReservable(candidate))
      if (car === undefined) throw new Error("no reservable car in the seeded stock")
      const alice = browser()
      const bob = browser()
      const aliceUser = await signIn(alice, newPhone())
      await signIn(bob, newPhone())
      const reservationsOf = async (client: ApiClient) =>
        (await json<{ reservations: Array<{ car_id: number }> }>(await client.get("/api/reservations"))).reservations

      const paid = await alice.post("/api/reservations/reserve", { car_id: car.id, kind: "reserve" })
      expect(paid.status).toBe(201)
      expect(await reservationsOf(alice)).toEqual([expect.objectContaining({ car_id: car.id })])
      // The car's dealership hears of it: a Reserve Online lead at the car's location, with the phone.
      const [reserved] = await services.db.query<{ id: string; location_id: number | null }>(
        "SELECT id, location_id FROM leads WHERE tenant_slug = $1 AND car_id = $2 AND category = 'Reserve Online'",
        ["metro-motor-group", car.id]
      )
      expect(reserved?.location_id).toBe(car.location_id)
      const sent = (await services.repositories.outbox.list({ tenantSlug: "metro-motor-group", kind: "adf", limit: 1000 })).find(
        (entry) => entry.kind === "adf" && entry.payload.leadId === Number(reserved?.id)
      )
      expect(sent?.kind === "adf" && sent.payload.xml).toContain(`>${aliceUser.phone}</phone>`)
      expect(sent?.kind === "adf" && sent.payload.xml).toContain("$200 refundable deposit paid")

      const asked = await bob.get(`/api/reservations?user_id=${aliceUser.id}&phone_number=${aliceUser.phone}`, {
        "x-user-id": String(aliceUser.id)
      })
      expect(asked.status).toBe(200)
      expect((await json<{ reservations: unknown[] }>(asked)).reservations).toEqual([])

      const second = await bob.post("/api/reservations/reserve", { car_id: car.id, kind: "reserve", user_id: aliceUser.id })
      expect(second.status).toBe(409)
      expect((await errorOf(second)).message).toBe("Sorry, this car has already been reserved.")
      expect(await reservationsOf(bob)).toEqual([])
      expect(await reservationsOf(alice)).toHaveLength(1)

      const stranger = browser()
      expect((await stranger.get("/api/reservations")).status).toBe(401)
      expect((await stranger.post("/api/reservations/reserve", { car_id: car.id, kind: "reserve" })).status).toBe(401)
    })
  })
})
