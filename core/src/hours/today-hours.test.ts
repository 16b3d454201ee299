import { describe, expect, it } from "vitest"
import type { OpeningHourEntry } from "./opening-hour-entry.ts"
import type { SpecialHours } from "./special-hours.ts"
import { todayHours } from "./today-hours.ts"

const week: ReadonlyArray<OpeningHourEntry> = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "08:30", close: "17:30" })),
  { weekday: 6, status: "Open", formated_hours: "9:00am - 12:00pm" },
  { weekday: 0, status: "Closed" }
]
const texts = { hoursClosed: "Closed" }
const brisbane = "Australia/Brisbane"
// Monday 2 June 2025; Brisbane is UTC+10 all year.
const at = (localTime: string, day = "2025-06-02") => new Date(`${day}T${localTime}:00+10:00`)
const today = (now: Date, specialHours: ReadonlyArray<SpecialHours> = [], openingHours = week, timeZone = brisbane) =>
  todayHours({ openingHours, specialHours, timeZone, now }, texts)

describe("todayHours", () => {
  it("reads the weekday's hours on the location's own clock, and whether it is open now", () => {
    expect(today(at("10:30"))).toEqual({ hours: "8:30am - 5:30pm", closed: false, openNow: true })
    expect(today(at("18:00"))).toEqual({ hours: "8:30am - 5:30pm", closed: false, openNow: false })
    expect(today(at("10:00", "2025-06-07"))).toEqual({ hours: "9:00am - 12:00pm", closed: false, openNow: true })
    // 11pm UTC on Sunday is already Monday morning in Brisbane.
    expect(today(new Date("2025-06-01T23:00:00Z")).hours).toBe("8:30am - 5:30pm")
  })

  it("reads Closed on a closed day and on a day with no hours given", () => {
    expect(today(at("10:00", "2025-06-08"))).toEqual({ hours: "Closed", closed: true, openNow: false })
    expect(today(at("10:00"), [], [])).toEqual({ hours: "Closed", closed: true, openNow: false })
  })

  it("lets a holiday entry for today decide: closed, or its own hours", () => {
    const christmas: ReadonlyArray<SpecialHours> = [
      { date: "2025-12-24", location_id: 1, status: "Open", start_hour: "00:00", end_hour: "04:00" },
      { date: "2025-12-25", location_id: 1, status: "Closed" }
    ]
    expect(today(at("11:00", "2025-12-24"), christmas)).toEqual({ hours: "10:00am - 2:00pm", closed: false, openNow: true })
    expect(today(at("15:00", "2025-12-24"), christmas).openNow).toBe(false)
    expect(today(at("10:00", "2025-12-25"), christmas)).toEqual({ hours: "Closed", closed: true, openNow: false })
    // Another day's entry leaves the regular hours alone.
    expect(today(at("10:00", "2025-12-23"), christmas).hours).toBe("8:30am - 5:30pm")
  })
})
