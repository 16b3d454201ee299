import { adjustmentsRequest, offerAcceptedRequest, regoLookupRequest } from "@dealer/core"
import { Result } from "effect"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { ApiError } from "./api-error.ts"
import { createPlatformClient } from "./platform-client.ts"
import { startCannedServer, type CannedServer } from "./testing/canned-server.ts"
import { errorBody } from "./testing/sample-answers.ts"

let server: CannedServer
let log: ReturnType<typeof vi.fn<(message: string, error: ApiError) => void>>
beforeEach(async () => {
  server = await startCannedServer()
  log = vi.fn<(message: string, error: ApiError) => void>()
})
afterEach(() => server.close())

const tradeIn = () => createPlatformClient({ baseUrl: server.baseUrl, retry: 0, log }).tradeIn

describe("tradeIn.regoLookup", () => {
  it("posts the plate and decodes the valuation id and vehicle", async () => {
    server.answer("POST /api/trade-in/rego-lookup", { json: { id: "val_9", vehicle: { make: "Toyota", year: 2019 } } })
    const result = await tradeIn().regoLookup(regoLookupRequest(" abc 123 ", "qld"))
    expect(server.requests[0]?.json).toEqual({ rego: "ABC123", regoState: "qld" })
    expect(Result.isSuccess(result) && result.success).toEqual({ id: "val_9", vehicle: { make: "Toyota", year: 2019 } })
  })

  it("reports an unknown plate as not_found", async () => {
    server.answer("POST /api/trade-in/rego-lookup", {
      status: 404,
      json: errorBody("not_found", "No vehicle found for that rego.")
    })
    const result = await tradeIn().regoLookup(regoLookupRequest("ZZZ999", "nsw"))
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      code: "not_found",
      message: "No vehicle found for that rego."
    })
  })

  it("reports an answer without a vehicle", async () => {
    server.answer("POST /api/trade-in/rego-lookup", { json: { id: "val_9" } })
    const result = await tradeIn().regoLookup(regoLookupRequest("ABC123", "qld"))
    expect(Result.isFailure(result) && result.failure.fields.map((field) => field.path)).toEqual(["vehicle"])
  })
})

describe("tradeIn.adjustments", () => {
  it("decodes an offer and a missing online estimate", async () => {
    server.answer(
      "POST /api/trade-in/adjustments",
      { json: { id: "val_9", offer_price: 18500 } },
      { json: { id: "val_9", offer_price: null } }
    )
    const body = adjustmentsRequest("val_9", { accident: "No" })
    expect(Result.getOrThrow(await tradeIn().adjustments(body))).toEqual({ id: "val_9", offer_price: 18500 })
    expect(Result.getOrThrow(await tradeIn().adjustments(body))).toEqual({ id: "val_9", offer_price: null })
    expect(server.requests[0]?.json).toEqual({ id: "val_9", adjustmentAnswers: { accident: "No" } })
  })
})

describe("tradeIn.offerAccepted", () => {
  it("posts the offer-accepted lead update", async () => {
    server.answer("POST /api/trade-in/offer-accepted", { json: { lead_id: 812 } })
    const result = await tradeIn().offerAccepted(offerAcceptedRequest(812))
    expect(server.requests[0]?.json).toEqual({
      lead_id: 812,
      form_completed: true,
      offer_accepted: true,
      subcategory: "3. Offer Accepted"
    })
    expect(Result.isSuccess(result) && result.success).toEqual({ lead_id: 812 })
  })
})

describe("tradeIn.saveValuation", () => {
  const valuation = { id: "val_9", rego: "ABC123", offer_price: 18500 }

  it("posts the valuation with column_name valuation", async () => {
    server.answer("POST /api/miscellaneous", { json: { success: true } })
    const result = await tradeIn().saveValuation(valuation)
    expect(server.requests[0]?.json).toEqual({ ...valuation, column_name: "valuation" })
    expect(Result.isSuccess(result) && result.success).toEqual({ success: true })
    expect(log).not.toHaveBeenCalled()
  })

  it("logs 'Failed to save valuation data' and returns the error", async () => {
    server.answer("POST /api/miscellaneous", {
      status: 400,
      json: errorBody("invalid_input", "offer_price must be a number")
    })
    const result = await tradeIn().saveValuation(valuation)
    expect(Result.isFailure(result) && result.failure.code).toBe("invalid_input")
    expect(log).toHaveBeenCalledWith("Failed to save valuation data", expect.objectContaining({ status: 400 }))
  })
})
