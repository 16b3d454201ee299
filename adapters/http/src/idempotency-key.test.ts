import { describe, expect, it } from "vitest"
import { isIdempotencyKey, newIdempotencyKey } from "./idempotency-key.ts"

describe("newIdempotencyKey", () => {
  it("makes a different key each time, within the API's 1-200 characters", () => {
    const keys = Array.from({ length: 1_000 }, () => newIdempotencyKey())
    expect(new Set(keys).size).toBe(1_000)
    expect(keys.every(isIdempotencyKey)).toBe(true)
  })
})

describe("isIdempotencyKey", () => {
  it("accepts 1 to 200 characters", () => {
    expect(isIdempotencyKey("")).toBe(false)
    expect(isIdempotencyKey("k")).toBe(true)
    expect(isIdempotencyKey("k".repeat(200))).toBe(true)
    expect(isIdempotencyKey("k".repeat(201))).toBe(false)
  })
})
