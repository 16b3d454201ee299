import { describe, expect, it } from "vitest"
import { httpError, retryAfterSeconds } from "./http-error.ts"
import { isRetryableApiError, networkError, returnedMessage, timeoutError } from "./api-error.ts"

const now = new Date("2025-03-14T00:00:00Z")

describe("httpError", () => {
  it("takes code, message and fields from the API's error body", () => {
    const body = {
      error: {
        code: "invalid_input",
        message: "Invalid postcode. Please enter a 4-digit number.",
        fields: [{ path: "postcode", message: "Invalid postcode. Please enter a 4-digit number." }]
      }
    }
    expect(httpError(400, body, null, now)).toEqual({
      kind: "http",
      status: 400,
      code: "invalid_input",
      message: "Invalid postcode. Please enter a 4-digit number.",
      returnedMessage: "Invalid postcode. Please enter a 4-digit number.",
      fields: [{ path: "postcode", message: "Invalid postcode. Please enter a 4-digit number." }],
      retryAfterSeconds: null
    })
  })

  it("falls back to the status's code and a sentence naming the status when the body is not an error body", () => {
    expect(httpError(404, "<html>Not Found</html>", null, now)).toMatchObject({
      code: "not_found",
      message: "The server answered with status 404.",
      returnedMessage: null
    })
    expect(returnedMessage(httpError(500, "", null, now))).toBe("")
    expect(returnedMessage(networkError("socket hang up"))).toBe("")
    expect(httpError(502, undefined, null, now).code).toBe("server_error")
    expect(httpError(418, {}, null, now).code).toBe("http_error")
  })

  it("keeps a known status code when the body names an unknown code", () => {
    expect(httpError(429, { error: { code: "slow_down", message: "Too many requests." } }, "5", now)).toMatchObject({
      code: "rate_limited",
      message: "Too many requests.",
      retryAfterSeconds: 5
    })
  })
})

describe("retryAfterSeconds", () => {
  it("reads whole seconds and HTTP dates", () => {
    expect(retryAfterSeconds("120", now)).toBe(120)
    expect(retryAfterSeconds("Fri, 14 Mar 2025 00:01:30 GMT", now)).toBe(90)
    expect(retryAfterSeconds("Thu, 13 Mar 2025 00:00:00 GMT", now)).toBe(0)
  })

  it("is null when absent or unreadable", () => {
    expect(retryAfterSeconds(null, now)).toBeNull()
    expect(retryAfterSeconds(" ", now)).toBeNull()
    expect(retryAfterSeconds("soon", now)).toBeNull()
  })
})

describe("isRetryableApiError", () => {
  it("retries no answer, timeouts, 429 and 5xx, never bad input", () => {
    expect(isRetryableApiError(networkError("fetch failed"))).toBe(true)
    expect(isRetryableApiError(timeoutError(10_000))).toBe(true)
    expect(isRetryableApiError(httpError(503, undefined, null, now))).toBe(true)
    expect(isRetryableApiError(httpError(429, undefined, null, now))).toBe(true)
    expect(isRetryableApiError(httpError(400, undefined, null, now))).toBe(false)
    expect(isRetryableApiError(httpError(409, undefined, null, now))).toBe(false)
  })

  it("says how long the timeout was", () => {
    expect(timeoutError(10_000).message).toBe("No answer from the server within 10 seconds.")
    expect(timeoutError(1_000).message).toBe("No answer from the server within 1 second.")
  })
})
