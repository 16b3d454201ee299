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

const auth = () => createPlatformClient({ baseUrl: server.baseUrl, retryDelayMs: 0 }).auth

describe("auth", () => {
  it("requests a code (202, no body)", async () => {
    server.answer("POST /api/auth/code", { status: 202 })
    const result = await auth().requestCode({ phone: "0412345678" })
    expect(Result.isSuccess(result)).toBe(true)
    expect(server.requests[0]?.json).toEqual({ phone: "0412345678" })
    expect(server.requests[0]?.headers["idempotency-key"]).toBeTruthy()
  })

  it("verifies a code and decodes the user", async () => {
    server.answer("POST /api/auth/verify", {
      json: { user: { id: 3, phone: "0412345678" } },
      headers: { "set-cookie": "session=abc; HttpOnly; SameSite=Lax; Path=/" }
    })
    const result = await auth().verifyCode({ phone: "0412345678", code: "123456" })
    expect(Result.isSuccess(result) && result.success).toEqual({ user: { id: 3, phone: "0412345678" } })
  })

  it("reports a wrong or expired code as invalid_input on code", async () => {
    server.answer("POST /api/auth/verify", {
      status: 400,
      json: errorBody("invalid_input", "That code is wrong or has expired.", [
        { path: "code", message: "That code is wrong or has expired." }
      ])
    })
    const result = await auth().verifyCode({ phone: "0412345678", code: "000000" })
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      status: 400,
      code: "invalid_input",
      fields: [{ path: "code", message: "That code is wrong or has expired." }]
    })
  })

  it("reports a user without an id", async () => {
    server.answer("POST /api/auth/verify", { json: { user: { phone: "0412345678" } } })
    const result = await auth().verifyCode({ phone: "0412345678", code: "123456" })
    expect(Result.isFailure(result) && result.failure.fields.map((field) => field.path)).toEqual(["user.id"])
  })

  it("signs out (204) with an empty POST", async () => {
    server.answer("POST /api/auth/sign-out", { status: 204 })
    const result = await auth().signOut()
    expect(Result.isSuccess(result)).toBe(true)
    expect(server.requests[0]?.body).toBe("")
  })

  it("reports a cross-site sign-out as cross_site", async () => {
    server.answer("POST /api/auth/sign-out", {
      status: 403,
      json: errorBody("cross_site", "Cross-site request refused.")
    })
    const result = await auth().signOut()
    expect(Result.isFailure(result) && result.failure.code).toBe("cross_site")
  })
})
