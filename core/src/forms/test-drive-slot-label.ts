const WALL_CLOCK = /T(\d{2}):(\d{2})/

/**
 * A test drive time as the dealership offered it, on a 12-hour clock, read from the ISO 8601 text
 * itself so the server and the shopper's browser show the dealership's own wall-clock time.
 *
 * @example
 * import { testDriveSlotLabel } from "@dealer/core/forms"
 *
 * testDriveSlotLabel("2025-03-04T13:30:00+10:00") // => "1:30 pm"
 * testDriveSlotLabel("2025-03-04T09:00") // => "9:00 am"
 */
export function testDriveSlotLabel(slot: string): string {
  const match = WALL_CLOCK.exec(slot)
  if (!match) return slot
  const hours = Number(match[1])
  const minutes = match[2] ?? "00"
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12
  return `${twelveHour}:${minutes} ${hours < 12 ? "am" : "pm"}`
}
