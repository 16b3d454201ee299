import { describe, expect, it } from "vitest"
import { carouselArrows } from "./carousel-arrows.ts"

describe("carouselArrows", () => {
  it("disables previous at the first item and next at the last page", () => {
    expect(carouselArrows({ index: 0, visible: 3, count: 6 })).toEqual({ previousDisabled: true, nextDisabled: false })
    expect(carouselArrows({ index: 3, visible: 3, count: 6 })).toEqual({ previousDisabled: false, nextDisabled: true })
    expect(carouselArrows({ index: 1, visible: 3, count: 6 })).toEqual({ previousDisabled: false, nextDisabled: false })
  })

  it("disables both when everything fits, and neither on a looping carousel that can scroll", () => {
    expect(carouselArrows({ index: 0, visible: 4, count: 3 })).toEqual({ previousDisabled: true, nextDisabled: true })
    expect(carouselArrows({ index: 0, visible: 1, count: 5, loop: true })).toEqual({
      previousDisabled: false,
      nextDisabled: false
    })
  })
})
