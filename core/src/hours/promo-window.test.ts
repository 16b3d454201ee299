import { describe, expect, it } from "vitest"
import { eofyPromoCardWindow, isWithinPromoWindow, stocktakeSaleWindow } from "./promo-window.ts"

describe("isWithinPromoWindow", () => {
  it("shows the EOFY promo card until 2025-06-15 16:00 +10:00", () => {
    expect(isWithinPromoWindow(eofyPromoCardWindow, new Date("2025-01-01T00:00:00Z"))).toBe(true)
    expect(isWithinPromoWindow(eofyPromoCardWindow, new Date("2025-06-15T15:59:59+10:00"))).toBe(true)
    expect(isWithinPromoWindow(eofyPromoCardWindow, new Date("2025-06-15T06:00:00Z"))).toBe(false)
  })

  it("runs the stocktake sale 1 to 24 July 2025 in Brisbane time", () => {
    expect(isWithinPromoWindow(stocktakeSaleWindow, new Date("2025-06-30T13:59:59Z"))).toBe(false)
    expect(isWithinPromoWindow(stocktakeSaleWindow, new Date("2025-06-30T14:00:00Z"))).toBe(true)
    expect(isWithinPromoWindow(stocktakeSaleWindow, new Date("2025-07-24T23:59:59+10:00"))).toBe(true)
    expect(isWithinPromoWindow(stocktakeSaleWindow, new Date("2025-07-25T00:00:00+10:00"))).toBe(false)
  })

  it("treats a missing side as open and an invalid now as outside", () => {
    expect(isWithinPromoWindow({ start: null, end: null }, new Date(0))).toBe(true)
    expect(isWithinPromoWindow({ start: null, end: null }, new Date(Number.NaN))).toBe(false)
  })
})
