import { analyticsEventFor } from "@dealer/core"
import { Result } from "effect"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { createPlatformClient } from "./platform-client.ts"
import { startCannedServer, type CannedServer } from "./testing/canned-server.ts"
import { errorBody } from "./testing/sample-answers.ts"

let server: CannedServer
beforeEach(async () => {
  server = await startCannedServer()
})
afterEach(() => server.close())

const logs = (timeoutMs?: number) =>
  createPlatformClient({ baseUrl: server.baseUrl, retry: 0, ...(timeoutMs === undefined ? {} : { timeoutMs }) }).logs

describe("logs.phoneReveal", () => {
  it("posts the reveal (204)", async () => {
    server.answer("POST /api/phone-reveals", { status: 204 })
    const result = await logs().phoneReveal({ car_id: 1234, dealership_id: 3, website_id: 1 })
    expect(Result.isSuccess(result)).toBe(true)
    expect(server.requests[0]?.json).toEqual({ car_id: 1234, dealership_id: 3, website_id: 1 })
  })

  it("reports too many reveals as rate_limited with Retry-After", async () => {
    server.answer("POST /api/phone-reveals", {
      status: 429,
      json: errorBody("rate_limited", "Too many requests."),
      headers: { "retry-after": "60" }
    })
    const result = await logs().phoneReveal({ car_id: 1234, dealership_id: null, website_id: 1 })
    expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "rate_limited", retryAfterSeconds: 60 })
  })

  it("reports a slow log as a timeout", async () => {
    server.answer("POST /api/phone-reveals", { status: 204, delayMs: 2_000 })
    const result = await logs(100).phoneReveal({ car_id: 1234, dealership_id: 3, website_id: 1 })
    expect(Result.isFailure(result) && result.failure.kind).toBe("timeout")
  })
})

describe("logs.analyticsEvent", () => {
  it("posts core's event id and label (204)", async () => {
    server.answer("POST /api/analytics/events", { status: 204 })
    const event = analyticsEventFor("favourite", { car_type: "new" })
    if (event === null || event.label === null) throw new Error("favourite has an event and a label")
    const result = await logs().analyticsEvent({ event_id: event.id, label: event.label, car_id: 1234 })
    expect(Result.isSuccess(result)).toBe(true)
    expect(server.requests[0]?.json).toEqual({ event_id: 39, label: "New Car", car_id: 1234 })
  })

  it("reports an unknown event id as invalid_input", async () => {
    server.answer("POST /api/analytics/events", {
      status: 400,
      json: errorBody("invalid_input", "event_id is not an analytics event", [
        { path: "event_id", message: "event_id is not an analytics event" }
      ])
    })
    const result = await logs().analyticsEvent({ event_id: 4 })
    expect(Result.isFailure(result) && result.failure.fields).toEqual([
      { path: "event_id", message: "event_id is not an analytics event" }
    ])
  })
})
