import { describe, expect, it } from "vitest"
import type { OpeningHourEntry } from "../hours/opening-hour-entry.ts"
import { testDriveSlots, type TestDriveSlotsInput } from "./test-drive-slots.ts"

const week: ReadonlyArray<OpeningHourEntry> = [
  { weekday: 1, status: "Open", open: "09:00", close: "11:00" },
  { weekday: 6, status: "Open", formated_hours: "8:00am - 9:15am" },
  { weekday: 0, status: "Closed" }
]
const brisbane = "Australia/Brisbane"
// Monday 2 June 2025; Brisbane is UTC+10 all year.
const sundayNight = new Date("2025-06-01T20:00:00+10:00")

const slots = (overrides: Partial<TestDriveSlotsInput>) =>
  testDriveSlots({
    date: "2025-06-02",
    openingHours: week,
    booked: [],
    now: sundayNight,
    timeZone: brisbane,
    ...overrides
  })
const starts = (overrides: Partial<TestDriveSlotsInput>) => slots(overrides).map((slot) => slot.start.slice(11))

describe("testDriveSlots", () => {
  it("cuts the day's opening hours into 30 minute slots that end by closing time", () => {
    expect(slots({})).toEqual([
      { start: "2025-06-02T09:00", end: "2025-06-02T09:30" },
      { start: "2025-06-02T09:30", end: "2025-06-02T10:00" },
      { start: "2025-06-02T10:00", end: "2025-06-02T10:30" },
      { start: "2025-06-02T10:30", end: "2025-06-02T11:00" }
    ])
    // Saturday 8:00-9:15 from formated_hours: the 9:00 slot would end after closing.
    expect(starts({ date: "2025-06-07" })).toEqual(["08:00", "08:30"])
  })

  it("leaves out booked slots, whatever offset or seconds the booking carries", () => {
    expect(starts({ booked: ["2025-06-02T09:30", "2025-06-02T10:00:00+10:00", "2025-06-03T09:00"] })).toEqual([
      "09:00",
      "10:30"
    ])
    // A booking off the grid still takes the slot it falls in.
    expect(starts({ booked: ["2025-06-02T10:45"] })).toEqual(["09:00", "09:30", "10:00"])
  })

  it("offers no slot that has started on the location's clock, and nothing on a past day", () => {
    expect(starts({ now: new Date("2025-06-02T09:30:00+10:00") })).toEqual(["10:00", "10:30"])
    expect(starts({ now: new Date("2025-06-02T09:29:59+10:00") })).toEqual(["09:30", "10:00", "10:30"])
    expect(slots({ now: new Date("2025-06-03T08:00:00+10:00") })).toEqual([])
    // 23:30 UTC on 1 June is already Monday morning in Brisbane.
    expect(starts({ now: new Date("2025-06-01T23:45:00Z") })).toEqual(["10:00", "10:30"])
  })

  it("has nothing on a closed day, a day without hours or an impossible date", () => {
    expect(slots({ date: "2025-06-08" })).toEqual([])
    expect(slots({ date: "2025-06-03" })).toEqual([])
    expect(slots({ date: "2025-02-30" })).toEqual([])
    expect(slots({ date: "2-6-2025" })).toEqual([])
  })

  it("takes another slot length and refuses a meaningless one", () => {
    expect(starts({ slotMinutes: 60 })).toEqual(["09:00", "10:00"])
    expect(() => slots({ slotMinutes: 0 })).toThrow(RangeError)
  })
})
