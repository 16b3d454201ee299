import { youxQuoteRequest } from "@dealer/core"
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

const client = (timeoutMs?: number) =>
  createPlatformClient({ baseUrl: server.baseUrl, retryDelayMs: 0, ...(timeoutMs === undefined ? {} : { timeoutMs }) })

const NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."

describe("delivery.price", () => {
  it("asks by postcode and decodes price and region", async () => {
    server.answer("GET /api/delivery-price", { json: { price: 990, name: "Brisbane Metro" } })
    const result = await client().delivery.price("4000")
    expect(server.requests[0]?.query.get("postcode")).toBe("4000")
    expect(Result.isSuccess(result) && result.success).toEqual({ price: 990, name: "Brisbane Metro" })
    expect(server.requests[0]?.query.has("location_id")).toBe(false)
  })

  it("asks from the car's location when given one", async () => {
    server.answer("GET /api/delivery-price", { json: { price: 149, name: "Local" } })
    await client().delivery.price("3000", { locationId: 15 })
    expect(server.requests[0]?.query.get("postcode")).toBe("3000")
    expect(server.requests[0]?.query.get("location_id")).toBe("15")
  })

  it.each([
    ["", "Please enter a postcode."],
    ["40a0", "Invalid postcode. Please enter a 4-digit number."]
  ])("carries the specification's text for a bad postcode %j", async (postcode, message) => {
    server.answer("GET /api/delivery-price", {
      status: 400,
      json: errorBody("invalid_input", message, [{ path: "postcode", message }])
    })
    const result = await client().delivery.price(postcode)
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      status: 400,
      code: "invalid_input",
      message,
      fields: [{ path: "postcode", message }]
    })
  })

  it("carries the no-estimate text of a 404", async () => {
    server.answer("GET /api/delivery-price", { status: 404, json: errorBody("not_found", NO_ESTIMATE) })
    const result = await client().delivery.price("0872")
    expect(Result.isFailure(result) && result.failure.message).toBe(NO_ESTIMATE)
  })

  it("reports a negative price as a decode error on price", async () => {
    server.answer("GET /api/delivery-price", { json: { price: -5, name: "Nowhere" } })
    const result = await client().delivery.price("4000")
    expect(Result.isFailure(result) && result.failure.fields.map((field) => field.path)).toEqual(["price"])
  })
})

describe("testDrives.availability", () => {
  it("sends location_id and date and decodes the slots", async () => {
    const slots = [{ start: "2025-03-14T09:00", end: "2025-03-14T09:30" }]
    server.answer("GET /api/test-drives/availability", { json: { slots } })
    const result = await client().testDrives.availability({ locationId: 12, date: "2025-03-14" })
    expect(server.requests[0]?.query.get("location_id")).toBe("12")
    expect(server.requests[0]?.query.get("date")).toBe("2025-03-14")
    expect(Result.isSuccess(result) && result.success.slots).toEqual(slots)
  })

  it("reports a slot without an end", async () => {
    server.answer("GET /api/test-drives/availability", { json: { slots: [{ start: "2025-03-14T09:00" }] } })
    const result = await client().testDrives.availability({ locationId: 12, date: "2025-03-14" })
    expect(Result.isFailure(result) && result.failure.fields.map((field) => field.path)).toEqual(["slots.0.end"])
  })
})

describe("finance.youxQuote", () => {
  const request = youxQuoteRequest(
    { price: 45990, year: 2022, vin: "JTMABC", nvic: null },
    { enabled: true, whoIsHelping: "Acme Motors" }
  )
  if (request === null) throw new Error("the sample car must be quotable")
  const quote = { weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 }

  it("posts the request with an Idempotency-Key and decodes the quote", async () => {
    server.answer("POST /api/youx/quote", { json: quote })
    const result = await client().finance.youxQuote(request)
    expect(server.requests[0]?.json).toEqual(request)
    expect(server.requests[0]?.headers["idempotency-key"]).toBeTruthy()
    expect(Result.isSuccess(result) && result.success).toEqual(quote)
  })

  it.each([
    ["a failed answer", { status: 500, raw: "boom" }],
    ["a malformed answer", { json: { advertisedRate: 6.29 } }],
    ["a slow answer", { delayMs: 2_000, json: quote }]
  ])("silently answers null for %s", async (_name, answer) => {
    server.answer("POST /api/youx/quote", answer)
    const result = await client(100).finance.youxQuote(request)
    expect(Result.isSuccess(result) && result.success).toBeNull()
  })
})
