import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { holidayHoursRows, upcomingSpecialHours } from "./holiday-hours.ts"
import {
  SpecialHours,
  specialHoursForLocation,
  specialHoursInstant,
  specialHoursLocationId,
  specialHoursTimes
} from "./special-hours.ts"
import { timeZoneForState } from "./state-time-zone.ts"

const entry = (input: unknown) => decodeOrThrow(SpecialHours, input, "special hours")

describe("SpecialHours", () => {
  it("takes the location from location_id, a location id or a location object", () => {
    expect(specialHoursLocationId(entry({ date: "2025-12-25", location_id: 4 }))).toBe(4)
    expect(specialHoursLocationId(entry({ date: "2025-12-25", location: 5 }))).toBe(5)
    expect(specialHoursLocationId(entry({ date: "2025-12-25", location: { id: 6, name: "x" } }))).toBe(6)
    expect(specialHoursLocationId(entry({ date: "2025-12-25" }))).toBeNull()
    const entries = [entry({ date: "2025-12-25", location_id: 4 }), entry({ date: "2025-12-26", location: 5 })]
    expect(specialHoursForLocation(entries, 5).map((e) => e.date)).toEqual(["2025-12-26"])
  })

  it("reads start_hour/end_hour or hours.begin/end, as UTC", () => {
    const a = specialHoursTimes(entry({ date: "2025-12-24", start_hour: "23:00", end_hour: "03:00" }))
    expect(a?.start.toISOString()).toBe("2025-12-24T23:00:00.000Z")
    expect(a?.end.toISOString()).toBe("2025-12-25T03:00:00.000Z")
    const b = specialHoursTimes(
      entry({ date: "2025-12-26", hours: { begin: "2025-12-26T00:00:00Z", end: "2025-12-26T04:30:00.000Z" } })
    )
    expect(b?.end.toISOString()).toBe("2025-12-26T04:30:00.000Z")
    expect(specialHoursInstant("2025-12-26", "2025-12-26T09:00:00")?.toISOString()).toBe("2025-12-26T09:00:00.000Z")
    expect(specialHoursInstant("2025-12-26", "2025-12-26T09:00:00+10:00")?.toISOString()).toBe(
      "2025-12-25T23:00:00.000Z"
    )
    expect(specialHoursInstant("2025-12-26", "nine")).toBeNull()
    expect(specialHoursInstant("2025-12-26", "25:00")).toBeNull()
    expect(specialHoursTimes(entry({ date: "2025-12-26", start_hour: "23:00" }))).toBeNull()
  })
})

describe("timeZoneForState", () => {
  it("maps Australian states to IANA zones, defaulting to Queensland", () => {
    expect(timeZoneForState("QLD")).toBe("Australia/Brisbane")
    expect(timeZoneForState("nsw")).toBe("Australia/Sydney")
    expect(timeZoneForState("Victoria")).toBe("Australia/Melbourne")
    expect(timeZoneForState("WA")).toBe("Australia/Perth")
    expect(timeZoneForState("SA")).toBe("Australia/Adelaide")
    expect(timeZoneForState("TAS")).toBe("Australia/Hobart")
    expect(timeZoneForState("NT")).toBe("Australia/Darwin")
    expect(timeZoneForState("ACT")).toBe("Australia/Sydney")
    expect(timeZoneForState(null)).toBe("Australia/Brisbane")
    expect(timeZoneForState("Atlantis")).toBe("Australia/Brisbane")
    expect(timeZoneForState("", "vic")).toBe("Australia/Melbourne")
  })
})

describe("holidayHoursRows", () => {
  it("formats UTC times in 12-hour am/pm in the location's zone", () => {
    const christmasEve = entry({ date: "2025-12-24", status: "Open", start_hour: "23:00", end_hour: "03:00" })
    expect(holidayHoursRows([christmasEve], timeZoneForState("QLD"), defaultTexts)).toEqual([
      { date: "2025-12-24", dateLabel: "Wed 24 Dec 2025", hours: "9:00am - 1:00pm", closed: false }
    ])
    // Sydney is on daylight saving (+11:00) in December.
    expect(holidayHoursRows([christmasEve], timeZoneForState("NSW"), defaultTexts)[0]?.hours).toBe("10:00am - 2:00pm")
  })

  it("shows Closed for a closed day or one without readable times, sorted by date", () => {
    const rows = holidayHoursRows(
      [
        entry({
          date: "2025-12-26",
          status: "Open",
          hours: { begin: "2025-12-25T22:30:00Z", end: "2025-12-26T02:00:00Z" }
        }),
        entry({ date: "2025-12-25", status: "Closed", start_hour: "23:00", end_hour: "03:00" }),
        entry({ date: "2026-01-01", status: "Open" }),
        entry({ date: "whenever", status: "Open" })
      ],
      "Australia/Brisbane",
      defaultTexts
    )
    expect(rows).toEqual([
      { date: "2025-12-25", dateLabel: "Thu 25 Dec 2025", hours: "Closed", closed: true },
      { date: "2025-12-26", dateLabel: "Fri 26 Dec 2025", hours: "8:30am - 12:00pm", closed: false },
      { date: "2026-01-01", dateLabel: "Thu 1 Jan 2026", hours: "Closed", closed: true }
    ])
  })

  it("keeps the entries from today on, in the location's zone", () => {
    const entries = [entry({ date: "2025-12-24" }), entry({ date: "2025-12-25" })]
    // 14:30 UTC on the 24th is already the 25th in Brisbane.
    expect(upcomingSpecialHours(entries, new Date("2025-12-24T14:30:00Z"), "Australia/Brisbane")).toEqual([entries[1]])
    expect(upcomingSpecialHours(entries, new Date("2025-12-24T13:30:00Z"), "Australia/Brisbane")).toHaveLength(2)
  })
})
