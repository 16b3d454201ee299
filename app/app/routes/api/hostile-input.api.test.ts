import type { SmsMessage } from "@dealer/core"
import { FILTER_FACETS, RANGE_FILTERS } from "@dealer/core"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiTargets } from "../../test/api-databases.ts"
import { ApiClient, errorOf, json, openTestServices, seedTestTenants, TEST_NOW, testSettings } from "../../test/api-harness.ts"
import {
  deeplyNested,
  hostileBody,
  hostileQuery,
  hostileText,
  percentEncoded,
  type HostileBody
} from "../../test/hostile-input.ts"
import { leadBody } from "../../test/lead-bodies.ts"
import { sendBytes, storedRows, type RawAnswer } from "../../test/raw-request.ts"
import type { ApiSettings } from "../../server/api-settings.server.ts"
import type { Services } from "../../server/create-services.server.ts"
import { loader as carLoader } from "./car.ts"

/** Limits no fuzzing run reaches, so every case gets past them to the handler. */
const roomySettings: ApiSettings = {
  ...testSettings,
  limits: Object.fromEntries(
    Object.entries(testSettings.limits).map(([name, limit]) => [name, { ...limit, limit: 1_000_000 }])
  ) as unknown as ApiSettings["limits"]
}

const HOST = "metro-motor-group.localhost"
const ERROR_CODES = [
  "invalid_input",
  "sign_in_required",
  "cross_site",
  "not_found",
  "method_not_allowed",
  "conflict",
  "too_large",
  "idempotency_mismatch",
  "rate_limited",
  "payment_declined"
]

/** What the fuzzer knows of a call: where it is, its valid input, its documented successes. */
interface Endpoint {
  readonly method: "GET" | "POST"
  /** The path; `{slug}` and `{file}` take hostile path segments (or a valid one). */
  readonly path: string
  readonly query?: ReadonlyArray<string>
  readonly body?: Readonly<Record<string, unknown>>
  readonly success: ReadonlyArray<number>
  /** Sent with a signed-in shopper's cookie, so the body reaches the work. */
  readonly signedIn?: boolean
  /** Sent with the continuation cookie of the browser that started the lead and the valuation. */
  readonly continued?: boolean
  /** A valid segment for the path's placeholder (none: only hostile ones, e.g. for the PDF). */
  readonly validSegment?: string
}

/** The endpoints of `routes.ts`'s api list, with the inputs found in the seeded database. */
function endpointsOf(ids: { slug: string; carId: number; valuationId: number; leadId: number }): ReadonlyArray<Endpoint> {
  const search = [...FILTER_FACETS, ...RANGE_FILTERS, "query", "sortBy", "page", "lat", "lng", "radius", "locationId", "locationType", "userLocation"]
  return [
    { method: "GET", path: "/api/stock/search", query: search, success: [200] },
    { method: "GET", path: "/api/stock/keywords", success: [200] },
    { method: "GET", path: "/api/cars/{slug}", validSegment: ids.slug, success: [200] },
    { method: "GET", path: "/api/cars/{slug}/similar", validSegment: ids.slug, success: [200] },
    { method: "GET", path: "/api/cars/{slug}/view.json", query: ["photos_count", "updated_at", "website_id"], validSegment: ids.slug, success: [200] },
    { method: "GET", path: "/api/cars/{slug}/pdf", success: [200] },
    { method: "GET", path: "/cars/{slug}/autogauge", validSegment: ids.slug, success: [200] },
    { method: "GET", path: "/api/manufacturer-locations", query: ["type", "id"], success: [200] },
    { method: "GET", path: "/api/dealership-locations", query: ["type"], success: [200] },
    { method: "GET", path: "/images/resize", query: ["url", "w", "q"], success: [200] },
    { method: "GET", path: "/images/placeholder/{file}", query: ["colour"], validSegment: "suv.svg", success: [200] },
    { method: "GET", path: "/api/delivery-price", query: ["postcode", "location_id"], success: [200] },
    { method: "GET", path: "/api/test-drives/availability", query: ["location_id", "date"], success: [200] },
    { method: "GET", path: "/api/watchlist", query: ["phone_number", "user_id"], signedIn: true, success: [200] },
    { method: "GET", path: "/api/reservations", query: ["phone_number", "user_id"], signedIn: true, success: [200] },
    { method: "GET", path: "/dev/outbox", query: ["limit", "tenant"], success: [200] },
    {
      method: "POST",
      path: "/api/youx/quote",
      body: { selfAssessedCreditScore: "GREAT", purchasePrice: 30000, loanTerm: 60, year: 2022, vin: null, nvic: null, whoIsHelping: "Dealer" },
      success: [200]
    },
    { method: "POST", path: "/api/leads", body: leadBody(), success: [200] },
    { method: "POST", path: "/api/trade-in/rego-lookup", body: { rego: "ABC123", regoState: "qld" }, success: [200] },
    { method: "POST", path: "/api/trade-in/adjustments", body: { id: ids.valuationId, adjustmentAnswers: { kms: "50000" } }, continued: true, success: [200] },
    {
      method: "POST",
      path: "/api/trade-in/offer-accepted",
      body: { lead_id: ids.leadId, form_completed: true, offer_accepted: true, subcategory: "3. Offer Accepted" },
      continued: true,
      success: [200]
    },
    { method: "POST", path: "/api/miscellaneous", body: { id: ids.valuationId, offer_price: 12000, column_name: "valuation" }, continued: true, success: [200] },
    { method: "POST", path: "/api/auth/code", body: { phone: "0412999001" }, success: [202] },
    { method: "POST", path: "/api/auth/verify", body: { phone: "0412999001", code: "123456" }, success: [200] },
    { method: "POST", path: "/api/auth/sign-out", body: {}, success: [204] },
    { method: "POST", path: "/api/watchlist/save-car", body: { phone_number: "0412999002", car_id: ids.carId }, signedIn: true, success: [200] },
    { method: "POST", path: "/api/watchlist/remove-car", body: { phone_number: "0412999002", car_id: ids.carId }, signedIn: true, success: [200] },
    { method: "POST", path: "/api/reservations/reserve", body: { car_id: ids.carId, kind: "reserve" }, signedIn: true, success: [201] },
    // Any body spins once: the first answer is 201, every later one 200 with the first prize.
    { method: "POST", path: "/api/spin-to-win", body: {}, signedIn: true, success: [200, 201] },
    { method: "POST", path: "/api/online-payments", body: { reference: "INV-1001", amount: "120.50" }, signedIn: true, success: [201] },
    { method: "POST", path: "/api/phone-reveals", body: { car_id: ids.carId, dealership_id: 101, website_id: 1 }, success: [204] },
    { method: "POST", path: "/api/analytics/events", body: { event_id: 39, label: "Used Car", car_id: ids.carId }, success: [204] }
  ]
}

/** A request of one fuzzing case. */
interface HostileRequest {
  readonly pathAndQuery: string
  readonly body?: HostileBody
}

const segment = (endpoint: Endpoint): fc.Arbitrary<string> => {
  // Node itself refuses request heads over 16 KB (431); the query takes up to 8 KB of them.
  const hostile = hostileText.map((text) => percentEncoded(text).slice(0, 4000).replace(/%[0-9A-F]?$/i, "") || "-")
  return endpoint.validSegment === undefined
    ? hostile
    : fc.oneof(hostile, fc.constant(encodeURIComponent(endpoint.validSegment)))
}

function hostileRequest(endpoint: Endpoint): fc.Arbitrary<HostileRequest> {
  const placeholder = /\{(slug|file)\}/.exec(endpoint.path)
  const path = placeholder ? segment(endpoint).map((part) => endpoint.path.replace(placeholder[0], part)) : fc.constant(endpoint.path)
  const query = hostileQuery(endpoint.query ?? [])
  if (endpoint.method === "GET") {
    return fc.tuple(path, query).map(([pathname, search]) => ({ pathAndQuery: search ? `${pathname}?${search}` : pathname }))
  }
  return fc
    .tuple(path, hostileBody(endpoint.body ?? {}))
    .map(([pathname, body]) => ({ pathAndQuery: pathname, body }))
}

const STACK_TRACE = /\n\s+at |node:internal|\.ts:\d+|\.js:\d+/

/** The answer is a documented success, or a 4xx `{ error: { code, message, fields } }` naming a field for a 400. */
function expectDocumentedAnswer(endpoint: Endpoint, answer: RawAnswer): void {
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500)
  if (endpoint.success.includes(answer.status)) return
  expect(answer.status).toBeGreaterThanOrEqual(400)
  expect(answer.headers["content-type"]).toMatch(/^application\/json/)
  const { error } = JSON.parse(answer.text) as { error: { code: unknown; message: unknown; fields: unknown } }
  expect(ERROR_CODES).toContain(error.code)
  expect(typeof error.message === "string" && error.message.length > 0).toBe(true)
  expect(Array.isArray(error.fields)).toBe(true)
  const fields = error.fields as ReadonlyArray<{ path: unknown; message: unknown }>
  if (answer.status === 400) {
    expect(fields.length).toBeGreaterThan(0)
    for (const field of fields) {
      expect(typeof field.path === "string" && field.path.length > 0).toBe(true)
      expect(typeof field.message === "string" && field.message.length > 0).toBe(true)
    }
  }
  expect(answer.text).not.toMatch(STACK_TRACE)
}

const prototypeShape = () => ({
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
  plain: Object.getPrototypeOf({}) === Object.prototype
})

describe.each(apiTargets())("hostile input on $name", (target) => {
  // PGlite answers faster; the server gets fewer cases so the file stays within its budget.
  const runs = target.name === "PGlite" ? 200 : 100
  let services: Services
  let endpoints: ReadonlyArray<Endpoint> = []
  let sessionCookie = ""
  let continuationCookie = ""
  const clock = { now: TEST_NOW }
  const pristine = prototypeShape()

  const headersFor = (endpoint: Endpoint, body?: HostileBody): Record<string, string> => ({
    host: HOST,
    "x-forwarded-for": "198.51.100.7",
    ...(endpoint.signedIn ? { cookie: sessionCookie } : {}),
    ...(endpoint.continued ? { cookie: continuationCookie } : {}),
    ...(body ? { "content-type": body.contentType, "sec-fetch-site": "same-origin" } : {})
  })

  const stillAnswering = async () => {
    const answer = await sendBytes(services, "GET", "/api/manufacturer-locations", { host: HOST })
    expect(answer.status).toBe(200)
  }

  beforeAll(async () => {
    const db = await target.open()
    await seedTestTenants(db)
    services = await openTestServices(db, clock, roomySettings)
    const [car] = await services.stock.listByTenant("metro-motor-group")
    const client = new ApiClient(services, { address: "198.51.100.1" })
    const valuation = await json<{ id: number }>(
      await client.post("/api/trade-in/rego-lookup", { rego: "XYZ789", regoState: "qld" })
    )
    const lead = await json<{ lead_id: number }>(await client.post("/api/leads", leadBody()))
    // A signed-in shopper, for the watchlist calls.
    await client.post("/api/auth/code", { phone: "0412999002" })
    const { messages } = await json<{ messages: Array<{ kind: string; payload: SmsMessage }> }>(
      await client.get("/dev/outbox")
    )
    const sms = messages.find((message) => message.kind === "sms" && message.payload.to === "0412999002")
    const code = /^(\d{6})/.exec(sms?.payload.text ?? "")?.[1] ?? ""
    expect((await client.post("/api/auth/verify", { phone: "0412999002", code })).status).toBe(200)
    sessionCookie = `dealer_session=${client.cookies.get("dealer_session")}`
    continuationCookie = `dealer_continuation=${client.cookies.get("dealer_continuation")}`
    endpoints = endpointsOf({ slug: car?.slug ?? "", carId: car?.id ?? 0, valuationId: valuation.id, leadId: lead.lead_id })
  })
  afterAll(() => services?.close())

  it("covers every call of the api list", async () => {
    const routes = (await import("../../routes.ts")).default as ReadonlyArray<{ path?: string; file: string }>
    const apiPaths = routes.filter((route) => route.file.startsWith("routes/api/")).map((route) => `/${route.path}`)
    const fuzzed = endpoints.map((endpoint) => endpoint.path.replace("{slug}", ":slug").replace("{file}", ":file"))
    expect([...fuzzed].sort()).toEqual([...apiPaths].sort())
  })

  it.each(
    // The names of the cases only; the endpoints need the seeded database.
    endpointsOf({ slug: "", carId: 0, valuationId: 0, leadId: 0 }).map((endpoint) => [`${endpoint.method} ${endpoint.path}`])
  )("answers %s with a documented success or a 4xx error, storing nothing when refused", async (name) => {
    const endpoint = endpoints.find((candidate) => `${candidate.method} ${candidate.path}` === name)
    if (!endpoint) throw new Error(`no endpoint ${name}`)
    await fc.assert(
      fc.asyncProperty(hostileRequest(endpoint), async ({ pathAndQuery, body }) => {
        const before = await storedRows(services.db)
        const answer = await sendBytes(services, endpoint.method, pathAndQuery, headersFor(endpoint, body), body?.bytes)
        expectDocumentedAnswer(endpoint, answer)
        if (!endpoint.success.includes(answer.status)) expect(await storedRows(services.db)).toEqual(before)
        expect(prototypeShape()).toEqual(pristine)
        expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined()
      }),
      { numRuns: runs }
    )
    await stillAnswering()
  })

  it("answers the other method of every call with 405 and Allow", async () => {
    for (const endpoint of endpoints) {
      const other = endpoint.method === "GET" ? "POST" : "GET"
      const path = endpoint.path.replace("{slug}", "x").replace("{file}", "x.svg")
      const body = other === "POST" ? new TextEncoder().encode("{}") : undefined
      const headers = { host: HOST, "content-type": "application/json", "sec-fetch-site": "same-origin" }
      const answer = await sendBytes(services, other, path, headers, body)
      expect(answer.status, path).toBe(405)
      expect(answer.headers["allow"]).toBe(endpoint.method)
    }
  })

  it("refuses what the database or a stack cannot hold with 400 naming the field, not 500", async () => {
    const client = new ApiClient(services, { address: "198.51.100.2" })
    const [car] = await services.stock.listByTenant("metro-motor-group")
    const refused: ReadonlyArray<[string, unknown, string]> = [
      ["/api/leads", leadBody({ message: "a\u0000b" }), "userData.message"],
      ["/api/leads", `{"isLastStep":true,"userData":{"name":"\\udfff"}}`, "userData.name"],
      ["/api/leads", { ...leadBody(), userData: { ...leadBody().userData, "\uD800": 1 } }, "userData.\uD800"],
      ["/api/leads", `{"isLastStep":true,"userData":{"deep":${deeplyNested(5000, "object")}}}`, "userData.deep"],
      ["/api/leads", leadBody({ car_id: 1e20 }), "userData.car_id"],
      ["/api/leads", leadBody({ car_id: 0.5 }), "userData.car_id"],
      ["/api/leads", leadBody({}, true, 2 ** 63), "lead_id"],
      ["/api/phone-reveals", { car_id: 1e20, dealership_id: 101, website_id: 1 }, "car_id"],
      ["/api/analytics/events", { event_id: 39, car_id: -(2 ** 60) }, "car_id"],
      ["/api/trade-in/offer-accepted", { lead_id: 2 ** 63, form_completed: true, offer_accepted: true, subcategory: "3. Offer Accepted" }, "lead_id"],
      ["/api/trade-in/adjustments", { id: 1e20, adjustmentAnswers: {} }, "id"],
      ["/api/miscellaneous", { lead_id: 0.5, column_name: "valuation" }, "lead_id"],
      ["/api/youx/quote", "null", "body"],
      ["/api/auth/code", "[]", "body"]
    ]
    for (const [path, body, field] of refused) {
      const before = await storedRows(services.db)
      const response = await client.post(path, body)
      expect(response.status, `${path} ${field}`).toBe(400)
      const paths = (await errorOf(response)).fields.map((failed) => failed.path)
      // Too deep a value is named where it passes the limit, inside the field.
      expect(paths.some((named) => named === field || named.startsWith(`${field}.`)), `${path}: ${paths}`).toBe(true)
      expect(await storedRows(services.db)).toEqual(before)
    }
    client.cookies.set("dealer_session", sessionCookie.slice("dealer_session=".length))
    const watched = await client.post("/api/watchlist/save-car", { phone_number: "", car_id: 2 ** 63 })
    expect((await errorOf(watched)).fields[0]?.path).toBe("car_id")
    // React Router decodes `%00` in a path; the slug reaches the route as NUL.
    const request = new Request(`http://${HOST}/api/cars/x`, { headers: { host: HOST } })
    const answer = await carLoader({ request, params: { slug: `${car?.slug}\u0000` }, context: { services } } as never)
    expect(answer.status).toBe(404)
  })

  it("refuses a 1 MB query string or body without failing, and keeps answering", async () => {
    const longQuery = await sendBytes(services, "GET", `/api/stock/search?query=${"x".repeat(1024 * 1024)}`, { host: HOST })
    expect(longQuery.status).toBeGreaterThanOrEqual(400)
    expect(longQuery.status).toBeLessThan(500)
    const before = await storedRows(services.db)
    const bytes = new TextEncoder().encode(JSON.stringify(leadBody({ message: "x".repeat(1024 * 1024) })))
    const headers = { host: HOST, "content-type": "application/json", "sec-fetch-site": "same-origin" }
    const longBody = await sendBytes(services, "POST", "/api/leads", headers, bytes)
    expect(longBody.status).toBe(413)
    expect(await storedRows(services.db)).toEqual(before)
    await stillAnswering()
  })
})
