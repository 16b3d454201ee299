import { dayWindow } from "../hours/day-hours.ts"
import type { OpeningHourEntry } from "../hours/opening-hour-entry.ts"
import { zonedClock } from "../hours/zoned-clock.ts"

/** Length of one test drive booking. */
export const TEST_DRIVE_SLOT_MINUTES = 30

/** A free test drive time: local date-times of the location, `2025-03-14T09:00`. */
export interface TestDriveSlot {
  readonly start: string
  readonly end: string
}

/**
 * What a day's test drive slots are worked out from: the day, the location's hours and the times
 * already booked.
 */
export interface TestDriveSlotsInput {
  /** The day asked for, `yyyy-MM-dd`. */
  readonly date: string
  readonly openingHours: ReadonlyArray<OpeningHourEntry>
  /** Times already booked at the location (`preferred_date_time` of its test drive leads). */
  readonly booked: ReadonlyArray<string>
  readonly now: Date
  /** The location's time zone: its wall clock decides which slots have passed. */
  readonly timeZone: string
  readonly slotMinutes?: number
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/

/** Minutes after midnight of a booked time on `date` as its text reads (its own wall clock), else null. */
function bookedMinute(booked: string, date: string): number | null {
  const match = LOCAL_TIME.exec(booked.trim())
  if (!match || match[1] !== date) return null
  return Number(match[2]) * 60 + Number(match[3])
}

/** The weekday (0 Sunday) of a real calendar date, or null for a malformed or impossible one. */
function weekdayOf(date: string): number | null {
  const match = DATE.exec(date)
  if (!match) return null
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return day.toISOString().slice(0, 10) === date ? day.getUTCDay() : null
}

// formatClockMinutes writes 12-hour text; slots need 24-hour `HH:mm`.
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`

/**
 * The free test drive times of a location on a day: its opening window for that weekday cut into
 * slots that end by closing time, less slots that have started by `now` on the location's clock
 * and slots holding a booked time. A closed day, a day without hours, a past day or a malformed
 * date has none.
 *
 * @example
 * import { testDriveSlots } from "@dealer/core/platform"
 *
 * const now = new Date("2025-06-01T10:00:00+10:00")
 *
 * testDriveSlots({ date: "2025-06-02", openingHours: [{ weekday: 1, status: "Open", open: "09:00", close: "10:00" }],
 *   booked: ["2025-06-02T09:30"], now, timeZone: "Australia/Brisbane" })
 * // => [{ start: "2025-06-02T09:00", end: "2025-06-02T09:30" }]
 */
export function testDriveSlots(input: TestDriveSlotsInput): ReadonlyArray<TestDriveSlot> {
  const length = input.slotMinutes ?? TEST_DRIVE_SLOT_MINUTES
  if (!Number.isInteger(length) || length <= 0) throw new RangeError(`Slot length ${length} is not a whole number > 0`)
  const weekday = weekdayOf(input.date)
  if (weekday === null) return []
  const window = dayWindow(input.openingHours.find((entry) => entry.weekday === weekday))
  if (window === null) return []
  const today = zonedClock(input.now, input.timeZone)
  if (input.date < today.date) return []
  const earliest = input.date === today.date ? today.minutesAfterMidnight + 1 : 0
  const booked = input.booked.map((time) => bookedMinute(time, input.date)).filter((minute) => minute !== null)
  const slots: TestDriveSlot[] = []
  for (let start = window.open; start + length <= window.close; start += length) {
    if (start < earliest) continue
    if (booked.some((minute) => minute >= start && minute < start + length)) continue
    slots.push({ start: `${input.date}T${clock(start)}`, end: `${input.date}T${clock(start + length)}` })
  }
  return slots
}
