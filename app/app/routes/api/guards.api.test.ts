import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { apiTargets } from "../../test/api-databases.ts"
import {
  ApiClient,
  errorOf,
  json,
  openTestServices,
  KIA_TEXTS,
  seedTestTenants,
  TEST_NOW,
  testSettings
} from "../../test/api-harness.ts"
import { leadBody } from "../../test/lead-bodies.ts"
import type { Services } from "../../server/create-services.server.ts"

describe.each(apiTargets())("request guards on $name", (target) => {
  let services: Services
  const clock = { now: TEST_NOW }
  let address = 0
  const client = (options: { services?: Services; host?: string } = {}) =>
    new ApiClient(options.services ?? services, {
      address: `203.0.113.${++address}`,
      ...(options.host ? { host: options.host } : {})
    })
  const leadCount = async () =>
    (await services.db.query<{ count: number }>("SELECT count(*)::integer AS count FROM leads"))[0]?.count ?? 0

  beforeAll(async () => {
    const db = await target.open()
    await seedTestTenants(db)
    services = await openTestServices(db, clock)
  })
  afterAll(() => services?.close())
  afterEach(() => {
    vi.restoreAllMocks()
  })

  describe("error sentences", () => {
    it("are worded by the tenant where it overrides them, by the defaults elsewhere", async () => {
      const kia = client({ host: "coastal-kia.localhost" })
      expect((await errorOf(await kia.get("/api/cars/no-such-car"))).message).toBe(KIA_TEXTS.apiNoSuchCar)
      const phone = await kia.post("/api/auth/code", { phone: "12" })
      expect(await errorOf(phone)).toMatchObject({
        message: KIA_TEXTS.apiPhoneInvalid,
        fields: [{ path: "phone", message: KIA_TEXTS.apiPhoneInvalid }]
      })
      const metro = client()
      expect((await errorOf(await metro.get("/api/cars/no-such-car"))).message).toBe("This dealer site has no such car.")
      expect((await errorOf(await metro.post("/api/auth/code", { phone: "12" }))).message).toBe(
        "Please enter an Australian mobile number."
      )
      expect((await errorOf(await metro.post("/api/cars/no-such-car"))).message).toBe("This call takes GET requests only.")
    })
  })

  describe("same-origin check", () => {
    it("refuses a POST from another site with 403, by Sec-Fetch-Site or Origin", async () => {
      for (const headers of [
        { "sec-fetch-site": "cross-site" },
        // Another tenant's subdomain is the same site but another origin.
        { "sec-fetch-site": "same-site" },
        { "sec-fetch-site": "", origin: "http://evil.example" },
        { "sec-fetch-site": "", origin: "http://coastal-kia.localhost" },
        { "sec-fetch-site": "", origin: "null" }
      ]) {
        const before = await leadCount()
        const response = await client().post("/api/leads", leadBody(), headers)
        expect(response.status, JSON.stringify(headers)).toBe(403)
        expect((await errorOf(response)).code).toBe("cross_site")
        expect(await leadCount()).toBe(before)
      }
    })

    it("accepts the site's own origin, whatever its scheme", async () => {
      for (const origin of ["http://metro-motor-group.localhost", "https://metro-motor-group.localhost"]) {
        const response = await client().post("/api/leads", leadBody(), { "sec-fetch-site": "", origin })
        expect(response.status).toBe(200)
      }
    })

    it("accepts a request with neither header only when the setting allows it", async () => {
      expect((await client().post("/api/leads", leadBody(), { "sec-fetch-site": "" })).status).toBe(200)
      const strict = { ...services, settings: { ...testSettings, allowRequestsWithoutOrigin: false } }
      const refused = await client({ services: strict }).post("/api/leads", leadBody(), { "sec-fetch-site": "" })
      expect(refused.status).toBe(403)
    })
  })

  describe("body limit", () => {
    it("refuses a body over 64 KB with 413, and stores nothing", async () => {
      const before = await leadCount()
      const response = await client().post("/api/leads", leadBody({ message: "x".repeat(65 * 1024) }))
      expect(response.status).toBe(413)
      expect((await errorOf(response)).code).toBe("too_large")
      expect(await leadCount()).toBe(before)
    })

    it("refuses a body that is not JSON with 400", async () => {
      const response = await client().post("/api/leads", "{not json")
      expect(response.status).toBe(400)
      expect((await errorOf(response)).fields[0]?.path).toBe("body")
      const text = await client().post("/api/leads", JSON.stringify(leadBody()), { "content-type": "text/plain" })
      expect((await errorOf(text)).fields[0]?.path).toBe("Content-Type")
    })
  })

  describe("Idempotency-Key", () => {
    it("answers a retry with the first answer and creates nothing new", async () => {
      const shopper = client()
      const key = { "idempotency-key": "lead-retry-1" }
      const first = await shopper.post("/api/leads", leadBody(), key)
      const before = await leadCount()
      const retry = await shopper.post("/api/leads", leadBody(), key)
      expect(retry.status).toBe(200)
      expect(retry.headers.get("idempotent-replayed")).toBe("true")
      expect(await json(retry)).toEqual(await json(first))
      expect(await leadCount()).toBe(before)
    })

    it("refuses the key with another body, or on another call, with 422", async () => {
      const shopper = client()
      const key = { "idempotency-key": "lead-retry-2" }
      await shopper.post("/api/leads", leadBody({ name: "Jo" }), key)
      const other = await shopper.post("/api/leads", leadBody({ name: "Sam" }), key)
      expect(other.status).toBe(422)
      expect((await errorOf(other)).code).toBe("idempotency_mismatch")
      const elsewhere = await shopper.post("/api/analytics/events", { event_id: 49 }, key)
      expect(elsewhere.status).toBe(422)
    })

    it("keeps keys per tenant, and refuses a key over 200 characters with 400 naming it", async () => {
      const key = { "idempotency-key": "shared-key" }
      const metro = await json<{ lead_id: number }>(await client().post("/api/leads", leadBody(), key))
      const kia = await json<{ lead_id: number }>(
        await client({ host: "coastal-kia.localhost" }).post("/api/leads", leadBody(), key)
      )
      expect(kia.lead_id).not.toBe(metro.lead_id)
      const long = await client().post("/api/leads", leadBody(), { "idempotency-key": "k".repeat(201) })
      expect(long.status).toBe(400)
      expect((await errorOf(long)).fields[0]?.path).toBe("Idempotency-Key")
    })

    it("stores no answer for a refused request, so a corrected retry with the key goes through", async () => {
      const shopper = client()
      const key = { "idempotency-key": "lead-retry-3" }
      expect((await shopper.post("/api/leads", leadBody({}, true, 99_999_999), key)).status).toBe(404)
      expect((await shopper.post("/api/leads", leadBody({}, true, 99_999_999), key)).status).toBe(404)
    })
  })

  describe("rate limits", () => {
    it("limits lead POSTs per client with 429 and Retry-After", async () => {
      const shopper = client()
      for (let lead = 1; lead <= testSettings.limits.leadPerClient.limit; lead++) {
        expect((await shopper.post("/api/leads", leadBody())).status).toBe(200)
      }
      const limited = await shopper.post("/api/leads", leadBody())
      expect(limited.status).toBe(429)
      expect((await errorOf(limited)).code).toBe("rate_limited")
      const retryAfter = Number(limited.headers.get("retry-after"))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(600)
      // Another client of the same tenant is not held back.
      expect((await client().post("/api/leads", leadBody())).status).toBe(200)
    })

    it("limits lead POSTs per client network, and never another network's", async () => {
      const tight = {
        ...services,
        settings: { ...testSettings, limits: { ...testSettings.limits, leadPerNetwork: { limit: 2, windowMs: 60_000 } } }
      }
      const kia = (address: string) => new ApiClient(tight, { host: "coastal-kia.localhost", address })
      // A window no earlier test has counted in.
      clock.now = new Date(TEST_NOW.getTime() + 7 * 24 * 60 * 60 * 1000)
      try {
        expect((await kia("198.18.0.1").post("/api/leads", leadBody())).status).toBe(200)
        expect((await kia("198.18.0.2").post("/api/leads", leadBody())).status).toBe(200)
        const limited = await kia("198.18.0.3").post("/api/leads", leadBody())
        expect(limited.status).toBe(429)
        expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
        expect((await kia("198.18.1.1").post("/api/leads", leadBody())).status).toBe(200)
        // An IPv6 household is one client however many of its /64's addresses it sends from.
        const household = (n: number) => kia(`2001:db8:5:6::${n}`)
        for (let n = 1; n <= 2; n++) expect((await household(n).post("/api/leads", leadBody())).status).toBe(200)
        expect((await household(3).post("/api/leads", leadBody())).status).toBe(429)
      } finally {
        clock.now = TEST_NOW
      }
    })
  })

  describe("methods", () => {
    it("answers the other method of a call with 405 and Allow", async () => {
      const get = await client().get("/api/leads")
      expect(get.status).toBe(405)
      expect(get.headers.get("allow")).toBe("POST")
      expect((await errorOf(get)).code).toBe("method_not_allowed")
      const post = await client().post("/api/watchlist")
      expect(post.status).toBe(405)
      expect(post.headers.get("allow")).toBe("GET")
    })
  })

  describe("unexpected failures", () => {
    it("answers 500 with the specification's text and logs no personal detail", async () => {
      const log = vi.spyOn(console, "error").mockImplementation(() => {})
      const broken = {
        ...services,
        unitOfWork: {
          transaction: () => Promise.reject(new Error("insert failed for jo@example.com 0412345678"))
        }
      }
      const response = await client({ services: broken }).post("/api/leads", leadBody())
      expect(response.status).toBe(500)
      expect(await errorOf(response)).toEqual({
        code: "server_error",
        message: "An unexpected error occured",
        fields: []
      })
      const logged = log.mock.calls.flat().join(" ")
      expect(logged).toContain("POST /api/leads")
      expect(logged).not.toMatch(/0412345678|jo@example\.com|Jo/)
    })

    it("answers 503 with Retry-After when the database cannot be reached", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {})
      const unreachable = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })
      const down = { ...services, unitOfWork: { transaction: () => Promise.reject(unreachable) } }
      const response = await client({ services: down }).post("/api/leads", leadBody())
      expect(response.status).toBe(503)
      expect((await errorOf(response)).code).toBe("unavailable")
      expect(response.headers.get("retry-after")).toBe("5")
    })
  })

  describe("logs", () => {
    it("records a phone reveal", async () => {
      const car = (await services.stock.listByTenant("metro-motor-group"))[0]
      const response = await client().post("/api/phone-reveals", { car_id: car?.id, dealership_id: 101, website_id: 1 })
      expect(response.status).toBe(204)
      expect(await services.repositories.phoneReveals.countByCar("metro-motor-group", car?.id ?? 0)).toBe(1)
      const bad = await client().post("/api/phone-reveals", { car_id: "x", dealership_id: null, website_id: 1 })
      expect((await errorOf(bad)).fields[0]?.path).toBe("car_id")
    })

    it("records an analytics event of core's table, and refuses an id outside it", async () => {
      const response = await client().post("/api/analytics/events", { event_id: 39, label: "Used Car", car_id: 100001 })
      expect(response.status).toBe(204)
      const counts = await services.repositories.analytics.countByEvent(
        "metro-motor-group",
        new Date(TEST_NOW.getTime() - 1000),
        new Date(TEST_NOW.getTime() + 1000)
      )
      expect(counts).toContainEqual({ eventId: 39, count: 1 })
      const bad = await client().post("/api/analytics/events", { event_id: 12345 })
      expect(bad.status).toBe(400)
      expect((await errorOf(bad)).fields[0]?.path).toBe("event_id")
    })
  })
})
