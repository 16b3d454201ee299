import { describe, expect, it } from "vitest"
import { carViewLimitName } from "./car-view-counting.ts"

describe("carViewLimitName", () => {
  it("counts a shopper's view under the car's own limit", () => {
    expect(carViewLimitName(100017, { crawler: false })).toBe("view:100017")
    expect(carViewLimitName(7, { crawler: false })).not.toBe(carViewLimitName(8, { crawler: false }))
  })

  it("never counts a crawler's view", () => {
    expect(carViewLimitName(100017, { crawler: true })).toBeNull()
  })
})
