import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { decodeResult } from "../shared/decode.ts"
import { StockChangeNotice, stockChangeOfNotice } from "./stock-change-notice.ts"

describe("StockChangeNotice", () => {
  it("decodes a notice as it travels, and refuses an unknown kind or a fractional id", () => {
    const notice = { tenantSlug: "acme", carIds: [12, 13], kind: "removed" }
    expect(decodeResult(StockChangeNotice, notice, "notice")).toEqual(Result.succeed(notice))
    expect(Result.isFailure(decodeResult(StockChangeNotice, { ...notice, kind: "burnt" }, "notice"))).toBe(true)
    expect(Result.isFailure(decodeResult(StockChangeNotice, { ...notice, carIds: [1.5] }, "notice"))).toBe(true)
  })

  it("becomes the search index's change of those cars, whatever the write was", () => {
    expect(stockChangeOfNotice({ tenantSlug: "acme", carIds: [12], kind: "sold" })).toEqual({
      kind: "changed",
      tenantSlug: "acme",
      carIds: [12]
    })
  })
})
