import { DecodeError } from "@dealer/core"
import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { decodeAnswer, decodeErrorFields } from "./decode-answer.ts"

const Sample = Schema.Struct({
  hits: Schema.Array(Schema.Struct({ price: Schema.Finite })),
  "odd key": Schema.String
})

describe("decodeAnswer", () => {
  it("decodes a body that fits", () => {
    const result = decodeAnswer(Sample, { hits: [{ price: 1 }], "odd key": "x" }, "sample", 200)
    expect(Result.isSuccess(result) && result.success).toEqual({ hits: [{ price: 1 }], "odd key": "x" })
  })

  it("turns a body that does not fit into a decode error naming every bad path", () => {
    const result = decodeAnswer(Sample, { hits: [{ price: 1 }, { price: "12" }], "odd key": 4 }, "sample", 200)
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) {
      expect(result.failure).toMatchObject({ kind: "decode", status: 200, code: "invalid_response" })
      expect(result.failure.message).toContain("Invalid sample")
      expect(result.failure.fields).toEqual([
        { path: "hits.1.price", message: "Expected number" },
        { path: "odd key", message: "Expected string" }
      ])
    }
  })

  it("names the whole body with an empty path", () => {
    const result = decodeAnswer(Sample, "<html>", "sample", 200)
    expect(Result.isFailure(result) && result.failure.fields).toEqual([{ path: "", message: "Expected object" }])
  })
})

describe("decodeErrorFields", () => {
  it("reads each message with the path below it", () => {
    expect(
      decodeErrorFields(new DecodeError("car", 'Expected number\n  at ["price"]\nMissing key\n  at ["slug"]'))
    ).toEqual([
      { path: "price", message: "Expected number" },
      { path: "slug", message: "Missing key" }
    ])
  })
})
