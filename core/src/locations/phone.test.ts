import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { carPhoneNumber } from "./car-phone.ts"
import { maskPhoneNumber, phoneRevealView } from "./phone-mask.ts"
import { formatPhoneNumber, nationalPhoneDigits, phoneTelHref } from "./phone-number.ts"

describe("formatPhoneNumber", () => {
  it("turns +61 into 0 and groups landlines 2-4-4", () => {
    expect(formatPhoneNumber("+61755550123")).toBe("07 5555 0123")
    expect(formatPhoneNumber("+61 7 5555 0123")).toBe("07 5555 0123")
    expect(formatPhoneNumber("61755550123")).toBe("07 5555 0123")
    expect(formatPhoneNumber("+61 (0)7 5555 0123")).toBe("07 5555 0123")
    expect(formatPhoneNumber("(02) 5550-1013")).toBe("02 5550 1013")
  })

  it("groups mobiles 4-3-3 by default, 2-4-4 where the tenant says so", () => {
    expect(formatPhoneNumber("+61412345678")).toBe("0412 345 678")
    expect(formatPhoneNumber("0412345678", "2-4-4")).toBe("04 1234 5678")
  })

  it("groups 1300, 1800 and 13 numbers, 8-digit local numbers, and leaves the rest as given", () => {
    expect(formatPhoneNumber("1300555012")).toBe("1300 555 012")
    expect(formatPhoneNumber("1800-555-012")).toBe("1800 555 012")
    expect(formatPhoneNumber("131234")).toBe("13 12 34")
    expect(formatPhoneNumber("55550123")).toBe("5555 0123")
    expect(formatPhoneNumber(" +44 20 7946 0000 ")).toBe("+44 20 7946 0000")
    expect(formatPhoneNumber("call us")).toBe("call us")
  })

  it("links tel: to the national digits", () => {
    expect(phoneTelHref("+61 7 5555 0123")).toBe("tel:0755550123")
    expect(phoneTelHref("07 5555 0123")).toBe("tel:0755550123")
    expect(phoneTelHref("+44 20 7946 0000")).toBe("tel:+442079460000")
    expect(nationalPhoneDigits("+61412345678")).toBe("0412345678")
  })
})

describe("maskPhoneNumber", () => {
  it("stars every digit after the first five, keeping the grouping", () => {
    expect(maskPhoneNumber("07 5555 0123")).toBe("07 555* ****")
    expect(maskPhoneNumber("0412 345 678")).toBe("0412 3** ***")
    expect(maskPhoneNumber("1234")).toBe("1234")
  })

  it("keeps the length, the spaces and the first five digits", () => {
    const displayed = fc
      .tuple(fc.constantFrom("02", "03", "07", "08", "04", "+61 7"), fc.integer({ min: 0, max: 99_999_999 }))
      .map(([prefix, number]) => formatPhoneNumber(`${prefix}${String(number).padStart(8, "0")}`))
    fc.assert(
      fc.property(fc.oneof(displayed, fc.string()), (display) => {
        const masked = maskPhoneNumber(display)
        expect(masked).toHaveLength(display.length)
        let digitsSeen = 0
        for (const [index, char] of display.split("").entries()) {
          const isDigit = /\d/.test(char)
          if (isDigit) digitsSeen += 1
          expect(masked[index]).toBe(isDigit && digitsSeen > 5 ? "*" : char)
        }
      }),
      { numRuns: 1000 }
    )
  })
})

describe("phoneRevealView", () => {
  const settings = { phone_unmasked_from_start: false, mobile_phone_grouping: "4-3-3" } as const

  it("masks until revealed", () => {
    expect(phoneRevealView({ phone: "+61755550123", revealed: false, settings })).toEqual({
      text: "07 555* ****",
      masked: true,
      href: "tel:0755550123"
    })
    expect(phoneRevealView({ phone: "+61755550123", revealed: true, settings }).text).toBe("07 5555 0123")
  })

  it("shows the number from the start where the tenant says so", () => {
    const unmasked = { ...settings, phone_unmasked_from_start: true }
    expect(phoneRevealView({ phone: "0412345678", revealed: false, settings: unmasked })).toEqual({
      text: "0412 345 678",
      masked: false,
      href: "tel:0412345678"
    })
  })
})

describe("carPhoneNumber", () => {
  it("gives the car location's phone, or the warning to log", () => {
    expect(carPhoneNumber({ location: { phone: " 07 5550 2021 " } }, defaultTexts)).toEqual({
      found: true,
      phone: "07 5550 2021"
    })
    const missing = { found: false, warning: "No phone number available for car" }
    expect(carPhoneNumber({ location: null }, defaultTexts)).toEqual(missing)
    expect(carPhoneNumber({ location: { phone: "" } }, defaultTexts)).toEqual(missing)
    expect(carPhoneNumber({}, defaultTexts)).toEqual(missing)
  })
})
