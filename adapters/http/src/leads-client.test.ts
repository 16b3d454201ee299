import { leadPayload, leadSubmitOutcome, type LeadPageContext } from "@dealer/core"
import { Result } from "effect"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { createPlatformClient } from "./platform-client.ts"
import { startCannedServer, type CannedServer } from "./testing/canned-server.ts"
import { errorBody } from "./testing/sample-answers.ts"
import { exampleLeadPage } from "@dealer/core/testing"

let server: CannedServer
beforeEach(async () => {
  server = await startCannedServer()
})
afterEach(() => server.close())

const client = (retry = 1) => createPlatformClient({ baseUrl: server.baseUrl, retry, retryDelayMs: 0 })

const page: LeadPageContext = exampleLeadPage({
  url: "https://acme.example.com/cars/hilux",
  userAgent: "vitest",
  car: { id: 1234, dealership_id: 3 },
  dealershipId: 3,
  visitedPages: ["/search"]
})
const body = { userData: leadPayload({ name: "Jo", phone: "0412345678" }, page), isLastStep: true }

describe("leads.submit", () => {
  it("posts the lead payload and decodes the lead id", async () => {
    server.answer("POST /api/leads", { status: 201, json: { lead_id: 812 } })
    const result = await client().leads.submit(body, { idempotencyKey: "enquiry-1" })
    const sent = server.requests[0]
    expect(sent?.json).toMatchObject({ isLastStep: true, userData: { name: "Jo", source: "Website", car_id: 1234 } })
    expect(sent?.headers["idempotency-key"]).toBe("enquiry-1")
    expect(Result.isSuccess(result) && result.success).toEqual({ lead_id: 812 })
    if (Result.isSuccess(result)) {
      expect(leadSubmitOutcome(result.success, { formsLeadUnexpectedError: "An unexpected error occured" })).toEqual({
        kind: "success",
        leadId: 812
      })
    }
  })

  it("sends the lead of earlier steps", async () => {
    server.answer("POST /api/leads", { json: { lead_id: 812 } })
    await client().leads.submit({ ...body, isLastStep: false, lead_id: 812 })
    expect(server.requests[0]?.json).toMatchObject({ isLastStep: false, lead_id: 812 })
  })

  it("reports a lead id that is not a number", async () => {
    server.answer("POST /api/leads", { json: { lead_id: "812" } })
    const result = await client().leads.submit(body)
    expect(Result.isFailure(result) && result.failure.fields.map((field) => field.path)).toEqual(["lead_id"])
  })

  // Every row of the error table of docs/api.md; 429 and 503 are answered twice because the client retries them once.
  it.each([
    [
      400,
      "invalid_input",
      "Please enter a valid phone number",
      [{ path: "userData.phone", message: "Please enter a valid phone number" }]
    ],
    [401, "sign_in_required", "Please sign in first.", []],
    [403, "cross_site", "Requests from other sites are refused.", []],
    [404, "not_found", "No such car for this site.", []],
    [409, "conflict", "This car is already reserved.", []],
    [413, "too_large", "The request body is over 64 KB.", []],
    [422, "idempotency_mismatch", "This Idempotency-Key was used with a different body.", []],
    [429, "rate_limited", "Too many requests.", []],
    [503, "unavailable", "The service is unavailable.", []]
  ] as const)("reports %i %s with its message and fields", async (status, code, message, fields) => {
    server.answer("POST /api/leads", {
      status,
      json: errorBody(code, message, fields),
      headers: { "retry-after": "7" }
    })
    const result = await client().leads.submit(body)
    expect(Result.isFailure(result) && result.failure).toEqual({
      kind: "http",
      status,
      code,
      message,
      returnedMessage: message,
      fields,
      retryAfterSeconds: 7
    })
    expect(server.requests).toHaveLength(status === 429 || status === 503 ? 2 : 1)
  })

  it("retries a 503 with the same key and answers the first stored lead", async () => {
    server.answer(
      "POST /api/leads",
      { status: 503, json: errorBody("unavailable", "Try again.") },
      { json: { lead_id: 9 } }
    )
    const result = await client().leads.submit(body)
    expect(Result.isSuccess(result) && result.success).toEqual({ lead_id: 9 })
    const [first, second] = server.requests.map((request) => request.headers["idempotency-key"])
    expect(second).toBe(first)
  })
})
