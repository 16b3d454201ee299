import { defaultTexts, settleWatchlistToggle, toggleWatchlist } from "@dealer/core"
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

const watchlist = () => createPlatformClient({ baseUrl: server.baseUrl, retryDelayMs: 0 }).watchlist

describe("watchlist", () => {
  it("lists the saved cars", async () => {
    server.answer("GET /api/watchlist", { json: { watchlist: [{ id: 7 }, { id: 9 }] } })
    expect(Result.getOrThrow(await watchlist().list())).toEqual({ watchlist: [{ id: 7 }, { id: 9 }] })
  })

  it("reports a signed-out shopper as sign_in_required", async () => {
    server.answer("GET /api/watchlist", { status: 401, json: errorBody("sign_in_required", "Please sign in.") })
    const result = await watchlist().list()
    expect(Result.isFailure(result) && result.failure).toMatchObject({ status: 401, code: "sign_in_required" })
  })

  it("saves a car with the toggle's body and settles the toggle with the answer", async () => {
    server.answer("POST /api/watchlist/save-car", { json: { success: true, watchlist: [{ id: 7 }] } })
    const toggle = toggleWatchlist([], 7, "0412345678")
    const result = await watchlist().save(toggle.body)
    expect(server.requests[0]?.json).toEqual({ phone_number: "0412345678", car_id: 7 })
    expect(server.requests[0]?.headers["idempotency-key"]).toBeTruthy()
    const answer = Result.getOrThrow(result)
    expect(answer).toEqual({ success: true, watchlist: [{ id: 7 }] })
    expect(settleWatchlistToggle(toggle, answer, "2022 Toyota Hilux", defaultTexts)).toMatchObject({
      entries: [{ id: 7 }],
      toast: { title: "Car Saved In Watchlist", body: "2022 Toyota Hilux is now available in your watchlist" },
      alert: null
    })
  })

  it("removes a car", async () => {
    server.answer("POST /api/watchlist/remove-car", { json: { success: true, watchlist: [] } })
    const result = await watchlist().remove({ phone_number: "0412345678", car_id: 7 })
    expect(Result.getOrThrow(result)).toEqual({ success: true, watchlist: [] })
  })

  it("reports an answer without a success flag", async () => {
    server.answer("POST /api/watchlist/remove-car", { json: { watchlist: [] } })
    const result = await watchlist().remove({ phone_number: "0412345678", car_id: 7 })
    expect(Result.isFailure(result) && result.failure.fields.map((field) => field.path)).toEqual(["success"])
  })
})
