import { describe, expect, it } from "vitest"
import { carViewFigure } from "./car-view-figure.ts"

describe("carViewFigure", () => {
  it("adds the visits counted here to the listing's views", () => {
    expect(carViewFigure(36, 0)).toBe(36)
    expect(carViewFigure(36, 2)).toBe(38)
    expect(carViewFigure(null, 3)).toBe(3)
  })

  it("shows no counter for an unlisted figure nobody has viewed", () => {
    expect(carViewFigure(null, 0)).toBeNull()
    expect(carViewFigure(undefined, 0)).toBeNull()
    expect(carViewFigure(0, 0)).toBe(0)
  })
})
