import { describe, expect, it } from "vitest"
import { holdEnd, isReservationHeld, mayHoldAnother } from "./reservation-hold.ts"

const heldUntil = new Date("2026-03-04T00:30:00Z")
const at = (iso: string) => new Date(iso)

describe("isReservationHeld", () => {
  it("holds the car until the hold's end, not at it", () => {
    expect(isReservationHeld({ heldUntil, releasedAt: null }, at("2026-03-02T00:30:00Z"))).toBe(true)
    expect(isReservationHeld({ heldUntil, releasedAt: null }, at("2026-03-04T00:29:59.999Z"))).toBe(true)
    expect(isReservationHeld({ heldUntil, releasedAt: null }, heldUntil)).toBe(false)
    expect(isReservationHeld({ heldUntil, releasedAt: null }, at("2026-03-05T00:00:00Z"))).toBe(false)
  })

  it("ends a released hold whatever its end says", () => {
    expect(isReservationHeld({ heldUntil, releasedAt: at("2026-03-03T00:00:00Z") }, at("2026-03-03T01:00:00Z"))).toBe(false)
    expect(isReservationHeld({ heldUntil, releasedAt: at("2026-03-04T00:35:00Z") }, at("2026-03-05T00:00:00Z"))).toBe(false)
  })

  it("ends at the release when the hold was released before running out, otherwise at its end", () => {
    expect(holdEnd({ heldUntil, releasedAt: null })).toEqual(heldUntil)
    expect(holdEnd({ heldUntil, releasedAt: at("2026-03-03T00:00:00Z") })).toEqual(at("2026-03-03T00:00:00Z"))
    // The release job clears a hold after it has run out: it ended when it ran out.
    expect(holdEnd({ heldUntil, releasedAt: at("2026-03-04T00:35:00Z") })).toEqual(heldUntil)
  })
})

describe("mayHoldAnother", () => {
  const now = new Date("2026-03-02T00:00:00Z")
  const held = { heldUntil: new Date("2026-03-03T00:00:00Z"), releasedAt: null }
  const ranOut = { heldUntil: new Date("2026-03-01T00:00:00Z"), releasedAt: null }
  const released = { heldUntil: new Date("2026-03-03T00:00:00Z"), releasedAt: new Date("2026-03-01T12:00:00Z") }

  it("allows another hold below the cap and refuses one at it", () => {
    expect(mayHoldAnother([], now, 2)).toBe(true)
    expect(mayHoldAnother([held], now, 2)).toBe(true)
    expect(mayHoldAnother([held, held], now, 2)).toBe(false)
  })

  it("counts only holds that still hold their car", () => {
    expect(mayHoldAnother([held, ranOut, released], now, 2)).toBe(true)
    expect(mayHoldAnother([held, held, ranOut], now, 3)).toBe(true)
  })
})
