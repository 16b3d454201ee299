import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { openingHoursArbitrary } from "../testing/locations-arbitraries.ts"
import type { OpeningHourEntry } from "./opening-hour-entry.ts"
import { openingHoursRows } from "./weekly-hours.ts"

const open = (weekday: number, from: string, to: string): OpeningHourEntry => ({
  weekday,
  status: "Open",
  open: from,
  close: to
})
const closed = (weekday: number): OpeningHourEntry => ({ weekday, status: "Closed" })
const workingWeek = [1, 2, 3, 4, 5].map((weekday) => open(weekday, "08:00", "17:00"))

describe("openingHoursRows", () => {
  it("collapses five equal weekdays into Mon-Fri", () => {
    expect(openingHoursRows([...workingWeek, open(6, "08:00", "12:00"), closed(0)], defaultTexts)).toEqual([
      { days: "Mon-Fri", hours: "8:00am - 5:00pm", closed: false },
      { days: "Sat", hours: "8:00am - 12:00pm", closed: false },
      { days: "Sun", hours: "Closed", closed: true }
    ])
  })

  it("lists each weekday when one differs", () => {
    const rows = openingHoursRows([...workingWeek.slice(0, 4), open(5, "08:00", "16:00")], defaultTexts)
    expect(rows.map((row) => row.days)).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    expect(rows[4]).toEqual({ days: "Fri", hours: "8:00am - 4:00pm", closed: false })
    expect(rows[5]).toEqual({ days: "Sat", hours: "Closed", closed: true })
  })

  it("prefers upstream's formated_hours and reads a missing day as Closed", () => {
    const rows = openingHoursRows(
      [1, 2, 3, 4].map((weekday) => ({ weekday, status: "Open" as const, formated_hours: "7:30am - 5:30pm" })),
      defaultTexts
    )
    expect(rows[0]).toEqual({ days: "Mon", hours: "7:30am - 5:30pm", closed: false })
    expect(rows[4]).toEqual({ days: "Fri", hours: "Closed", closed: true })
  })

  it("collapses a week closed Monday to Friday, and shows Closed for no data at all", () => {
    expect(openingHoursRows([], defaultTexts)).toEqual([
      { days: "Mon-Fri", hours: "Closed", closed: true },
      { days: "Sat", hours: "Closed", closed: true },
      { days: "Sun", hours: "Closed", closed: true }
    ])
  })

  it("reads an Open day without readable times, or an unknown status, as Closed", () => {
    const rows = openingHoursRows(
      [
        { weekday: 6, status: "Open", open: "soon" },
        { weekday: 0, status: "other", open: "09:00", close: "12:00" }
      ],
      defaultTexts
    )
    expect(rows.slice(-2)).toEqual([
      { days: "Sat", hours: "Closed", closed: true },
      { days: "Sun", hours: "Closed", closed: true }
    ])
  })

  it("uses the tenant's wording", () => {
    const texts = { ...defaultTexts, hoursClosed: "Shut", hoursMondayToFriday: "Weekdays" }
    expect(openingHoursRows([], texts)[0]).toEqual({ days: "Weekdays", hours: "Shut", closed: true })
  })

  it("covers every day exactly once, with Mon-Fri only when weekdays agree", () => {
    fc.assert(
      fc.property(openingHoursArbitrary, (entries) => {
        const rows = openingHoursRows(entries, defaultTexts)
        expect(rows.length === 3 || rows.length === 7).toBe(true)
        expect(rows.slice(-2).map((row) => row.days)).toEqual(["Sat", "Sun"])
        if (rows.length === 3) expect(rows[0]?.days).toBe("Mon-Fri")
        else expect(new Set(rows.slice(0, 5).map((row) => row.hours)).size).toBeGreaterThan(1)
      }),
      { numRuns: 500 }
    )
  })
})
