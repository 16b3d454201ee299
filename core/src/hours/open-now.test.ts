import { describe, expect, it } from "vitest"
import { isOpenNow } from "./open-now.ts"
import type { OpeningHourEntry } from "./opening-hour-entry.ts"
import type { SpecialHours } from "./special-hours.ts"
import { zonedClock } from "./zoned-clock.ts"

const week: ReadonlyArray<OpeningHourEntry> = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "08:00", close: "17:00" })),
  { weekday: 6, status: "Open", formated_hours: "8:00am - 12:00pm" },
  { weekday: 0, status: "Closed" }
]
const brisbane = "Australia/Brisbane"
// Monday 2 June 2025; Brisbane is UTC+10 all year.
const at = (localTime: string, day = "2025-06-02") => new Date(`${day}T${localTime}:00+10:00`)

describe("zonedClock", () => {
  it("reads the zone's wall clock, not the machine's", () => {
    expect(zonedClock(new Date("2025-12-24T23:30:00Z"), brisbane)).toEqual({
      date: "2025-12-25",
      weekday: 4,
      minutesAfterMidnight: 570,
      secondsAfterMidnight: 34_200
    })
    expect(zonedClock(new Date("2025-12-24T23:30:00Z"), "Australia/Sydney").minutesAfterMidnight).toBe(630)
    expect(() => zonedClock(new Date(), "Nowhere/Zone")).toThrow(RangeError)
  })
})

describe("isOpenNow", () => {
  it("is open from opening time up to, not including, closing time", () => {
    const open = (time: string, day?: string) =>
      isOpenNow({ openingHours: week, timeZone: brisbane, now: at(time, day) })
    expect(open("07:59")).toBe(false)
    expect(open("08:00")).toBe(true)
    expect(open("16:59")).toBe(true)
    expect(open("17:00")).toBe(false)
    expect(open("11:00", "2025-06-07")).toBe(true) // Saturday, from formated_hours
    expect(open("12:30", "2025-06-07")).toBe(false)
    expect(open("10:00", "2025-06-08")).toBe(false) // Sunday closed
  })

  it("uses the location's zone: at 00:30 UTC it is 8:30am in Perth and 10:00am in Adelaide", () => {
    const now = new Date("2025-06-02T00:30:00Z")
    const early = [{ weekday: 1, status: "Open" as const, open: "09:00", close: "10:30" }]
    expect(isOpenNow({ openingHours: early, timeZone: "Australia/Perth", now })).toBe(false)
    expect(isOpenNow({ openingHours: early, timeZone: "Australia/Adelaide", now })).toBe(true)
  })

  it("lets today's holiday entry decide before the weekday's hours", () => {
    const closedToday: SpecialHours = { date: "2025-06-02", status: "Closed" }
    const shortDay: SpecialHours = { date: "2025-06-02", status: "Open", start_hour: "00:00", end_hour: "02:00" }
    const vague: SpecialHours = { date: "2025-06-02", status: "Open" }
    const input = { openingHours: week, timeZone: brisbane }
    expect(isOpenNow({ ...input, specialHours: [closedToday], now: at("10:00") })).toBe(false)
    expect(isOpenNow({ ...input, specialHours: [shortDay], now: at("11:00") })).toBe(true)
    expect(isOpenNow({ ...input, specialHours: [shortDay], now: at("12:30") })).toBe(false)
    expect(isOpenNow({ ...input, specialHours: [vague], now: at("16:00") })).toBe(true)
    expect(isOpenNow({ ...input, specialHours: [closedToday], now: at("10:00", "2025-06-03") })).toBe(true)
  })

  it("counts missing hours as closed", () => {
    expect(isOpenNow({ openingHours: [], timeZone: brisbane, now: at("10:00") })).toBe(false)
  })
})
