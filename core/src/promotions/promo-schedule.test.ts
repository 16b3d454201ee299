import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { promoNodeArbitrary } from "../testing/content-arbitraries.ts"
import { activePromos, eofyPromoWindow, isPromoActive, stocktakeSalePromoWindow } from "./promo-schedule.ts"

describe("isPromoActive", () => {
  it("ends the EOFY promo card at 2025-06-15 16:00 +10:00", () => {
    expect(isPromoActive(eofyPromoWindow, new Date("2025-06-15T05:59:59.999Z"))).toBe(true)
    expect(isPromoActive(eofyPromoWindow, new Date("2025-06-15T06:00:00.000Z"))).toBe(false)
  })

  it("runs the stocktake sale from 1 to 24 July 2025, Brisbane time", () => {
    expect(isPromoActive(stocktakeSalePromoWindow, new Date("2025-06-30T13:59:59Z"))).toBe(false)
    expect(isPromoActive(stocktakeSalePromoWindow, new Date("2025-06-30T14:00:00Z"))).toBe(true)
    expect(isPromoActive(stocktakeSalePromoWindow, new Date("2025-07-24T13:59:59Z"))).toBe(true)
    expect(isPromoActive(stocktakeSalePromoWindow, new Date("2025-07-24T14:00:00Z"))).toBe(false)
  })

  it("hides a promo switched off, and one with an unreadable date", () => {
    expect(isPromoActive({ display: false }, new Date())).toBe(false)
    expect(isPromoActive({ start: "someday" }, new Date("2025-01-01T00:00:00Z"))).toBe(false)
    expect(isPromoActive({}, new Date("2025-01-01T00:00:00Z"))).toBe(true)
  })

  it("keeps exactly the promos whose window holds now, in order", () => {
    fc.assert(
      fc.property(fc.array(promoNodeArbitrary, { maxLength: 8 }), fc.date({ noInvalidDate: true }), (promos, now) => {
        const active = activePromos(promos, now)
        const expected = promos.filter(
          (promo) =>
            promo.display &&
            (promo.start == null || Date.parse(promo.start) <= now.getTime()) &&
            (promo.expiry == null || now.getTime() < Date.parse(promo.expiry))
        )
        expect(active).toEqual(expected)
      })
    )
  })
})
