import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { clockMinutes, formatClockMinutes } from "./clock-time.ts"

describe("clockMinutes", () => {
  it("reads 24-hour and 12-hour times", () => {
    expect(clockMinutes("08:00")).toBe(480)
    expect(clockMinutes("17:30:00")).toBe(1050)
    expect(clockMinutes("8am")).toBe(480)
    expect(clockMinutes("5:30 PM")).toBe(1050)
    expect(clockMinutes("12:00 am")).toBe(0)
    expect(clockMinutes("12:15pm")).toBe(735)
    expect(clockMinutes("24:00")).toBe(1440)
  })

  it("refuses what is not a time", () => {
    for (const text of ["", "Closed", "25:00", "8:75", "13pm", "0am", "8m", null, undefined]) {
      expect(clockMinutes(text)).toBeNull()
    }
  })
})

describe("formatClockMinutes", () => {
  it("writes 12-hour time with am/pm", () => {
    expect(formatClockMinutes(0)).toBe("12:00am")
    expect(formatClockMinutes(480)).toBe("8:00am")
    expect(formatClockMinutes(720)).toBe("12:00pm")
    expect(formatClockMinutes(1050)).toBe("5:30pm")
    expect(formatClockMinutes(1440)).toBe("12:00am")
  })

  it("reads back what it writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        expect(clockMinutes(formatClockMinutes(minutes))).toBe(minutes)
      }),
      { numRuns: 1000 }
    )
  })
})
