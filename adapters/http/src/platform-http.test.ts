import { Result } from "effect"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { createPlatformHttp, type PlatformClientOptions } from "./platform-http.ts"
import { startCannedServer, type CannedServer } from "./testing/canned-server.ts"
import { errorBody } from "./testing/sample-answers.ts"

let server: CannedServer
beforeEach(async () => {
  server = await startCannedServer()
})
afterEach(() => server.close())

const http = (options: Partial<PlatformClientOptions> = {}) =>
  createPlatformHttp({ baseUrl: server.baseUrl, retryDelayMs: 0, ...options })

describe("createPlatformHttp", () => {
  it("answers a 2xx with its status and parsed JSON body", async () => {
    server.answer("GET /api/watchlist", { json: { watchlist: [{ id: 7 }] } })
    const result = await http().get("/api/watchlist")
    expect(Result.isSuccess(result) && result.success.body).toEqual({ watchlist: [{ id: 7 }] })
    expect(Result.isSuccess(result) && result.success.status).toBe(200)
    expect(server.requests[0]?.headers["accept"]).toBe("application/json")
  })

  it("sends query pairs, repeating a name for each value", async () => {
    server.answer("GET /api/stock/search", { json: {} })
    await http().get("/api/stock/search", [
      ["make", "Toyota"],
      ["make", "Mazda"],
      ["query", "sr5 4x4"]
    ])
    const query = server.requests[0]?.query
    expect(query?.getAll("make")).toEqual(["Toyota", "Mazda"])
    expect(query?.get("query")).toBe("sr5 4x4")
  })

  it("sends a POST body as JSON with a generated Idempotency-Key, a new one per submission", async () => {
    server.answer("POST /api/leads", { json: { lead_id: 1 } })
    const client = http()
    await client.post("/api/leads", { name: "Jo" })
    await client.post("/api/leads", { name: "Jo" })
    const [first, second] = server.requestsTo("POST /api/leads")
    expect(first?.headers["content-type"]).toBe("application/json")
    expect(first?.json).toEqual({ name: "Jo" })
    expect(first?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(second?.headers["idempotency-key"]).not.toBe(first?.headers["idempotency-key"])
  })

  it("reuses the Idempotency-Key on its own retry after a 503", async () => {
    server.answer(
      "POST /api/leads",
      { status: 503, json: errorBody("unavailable", "The database is unreachable."), headers: { "retry-after": "1" } },
      { json: { lead_id: 812 } }
    )
    const result = await http().post("/api/leads", { name: "Jo" })
    expect(Result.isSuccess(result)).toBe(true)
    const keys = server.requestsTo("POST /api/leads").map((request) => request.headers["idempotency-key"])
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])
  })

  it("sends the caller's key, so the caller's own retry of a submission reuses it", async () => {
    server.answer("POST /api/leads", { json: { lead_id: 812 } })
    const client = http()
    await client.post("/api/leads", { name: "Jo" }, { idempotencyKey: "lead-submit-42" })
    await client.post("/api/leads", { name: "Jo" }, { idempotencyKey: "lead-submit-42" })
    const keys = server.requestsTo("POST /api/leads").map((request) => request.headers["idempotency-key"])
    expect(keys).toEqual(["lead-submit-42", "lead-submit-42"])
  })

  it("refuses a key the API would refuse", async () => {
    await expect(http().post("/api/leads", {}, { idempotencyKey: "" })).rejects.toThrow(/1 to 200 characters/)
    await expect(http().post("/api/leads", {}, { idempotencyKey: "k".repeat(201) })).rejects.toThrow(RangeError)
  })

  it("does not retry a 409 conflict", async () => {
    server.answer("POST /api/leads", { status: 409, json: errorBody("conflict", "This car is already reserved.") })
    const result = await http().post("/api/leads", {})
    expect(server.requestsTo("POST /api/leads")).toHaveLength(1)
    expect(Result.isFailure(result) && result.failure).toMatchObject({ kind: "http", status: 409, code: "conflict" })
  })

  it("gives up after the configured retries and reports the last answer", async () => {
    server.answer("GET /api/watchlist", {
      status: 503,
      json: errorBody("unavailable", "Try again shortly."),
      headers: { "retry-after": "30" }
    })
    const result = await http({ retry: 2 }).get("/api/watchlist")
    expect(server.requests).toHaveLength(3)
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      kind: "http",
      status: 503,
      code: "unavailable",
      message: "Try again shortly.",
      retryAfterSeconds: 30
    })
  })

  it("times out a slow answer with a timeout error", async () => {
    server.answer("GET /api/watchlist", { delayMs: 2_000, json: { watchlist: [] } })
    const started = performance.now()
    const result = await http({ timeoutMs: 150 }).get("/api/watchlist")
    expect(Result.isFailure(result) && result.failure).toMatchObject({ kind: "timeout", code: "timeout", status: null })
    expect(performance.now() - started).toBeLessThan(1_500)
  })

  it("times out an answer whose body stalls after the headers", async () => {
    server.answer("GET /api/watchlist", { bodyDelayMs: 2_000, json: { watchlist: [] } })
    const result = await http({ timeoutMs: 150 }).get("/api/watchlist")
    expect(Result.isFailure(result) && result.failure.kind).toBe("timeout")
  })

  it("uses 10 seconds when no time limit is given", async () => {
    server.answer("GET /api/watchlist", { delayMs: 50, json: { watchlist: [] } })
    expect(Result.isSuccess(await http().get("/api/watchlist"))).toBe(true)
  })

  it("reports an unreachable server as a network error", async () => {
    const address = server.baseUrl
    await server.close()
    server = await startCannedServer()
    const result = await createPlatformHttp({ baseUrl: address, retry: 0 }).get("/api/watchlist")
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      kind: "network",
      code: "network_error",
      status: null
    })
  })

  it("reports a call the caller cancels as aborted", async () => {
    server.answer("GET /api/watchlist", { delayMs: 2_000, json: { watchlist: [] } })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    const result = await http().get("/api/watchlist", undefined, { signal: controller.signal })
    expect(Result.isFailure(result) && result.failure.kind).toBe("aborted")
  })

  it("passes credentials: include and the base URL to the given fetch", async () => {
    server.answer("GET /api/watchlist", { json: { watchlist: [] } })
    const seen: Array<{ url: string; credentials: RequestCredentials | undefined }> = []
    const recordingFetch: typeof fetch = (input, init) => {
      seen.push({ url: String(input), credentials: init?.credentials })
      return fetch(input, init)
    }
    await http({ fetch: recordingFetch }).get("/api/watchlist")
    expect(seen).toEqual([{ url: `${server.baseUrl}/api/watchlist`, credentials: "include" }])
  })
})
