import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { decodeOrThrow, decodeResult } from "./decode.ts"
import { OpenLiteral } from "./open-literal.ts"

const Sample = Schema.Struct({
  id: Schema.Number,
  location: Schema.Struct({ name: Schema.String }),
  status: OpenLiteral(["in_stock", "sold"])
})

describe("decodeResult", () => {
  it("names every failing field path", () => {
    const result = decodeResult(Sample, { id: "x", location: { name: 4 }, status: "sold" }, "car row 3")
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) {
      expect(result.failure.message).toContain("Invalid car row 3")
      expect(result.failure.message).toContain(`["id"]`)
      expect(result.failure.message).toContain(`["location"]["name"]`)
    }
  })

  it("decodes unknown enumeration values to other", () => {
    expect(decodeOrThrow(Sample, { id: 1, location: { name: "A" }, status: "on_hold" }, "car").status).toBe("other")
    expect(decodeOrThrow(Sample, { id: 1, location: { name: "A" }, status: "sold" }, "car").status).toBe("sold")
  })

  it("throws a DecodeError from decodeOrThrow", () => {
    expect(() => decodeOrThrow(Sample, {}, "tenant x")).toThrow(/Invalid tenant x/)
  })
})
