import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { pageNumbers } from "./page-numbers.ts"

describe("pageNumbers", () => {
  it("shows the ends, the current page and its neighbours, with gaps", () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, "gap", 20])
    expect(pageNumbers(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20])
    expect(pageNumbers(20, 20)).toEqual([1, "gap", 19, 20])
  })

  it("shows a single left-out page instead of a gap", () => {
    expect(pageNumbers(3, 20)).toEqual([1, 2, 3, 4, "gap", 20])
    expect(pageNumbers(4, 6)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it("has no list for one page, and no current page past the end", () => {
    expect(pageNumbers(1, 1)).toEqual([])
    expect(pageNumbers(1, 0)).toEqual([])
    expect(pageNumbers(9, 5)).toEqual([1, "gap", 5])
  })

  it("always lists the first, last and current page, in order, in at most seven places", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 500 }), fc.integer({ min: 1, max: 500 }), (pages, page) => {
        fc.pre(page <= pages)
        const slots = pageNumbers(page, pages)
        const numbers = slots.filter((slot): slot is number => slot !== "gap")
        expect(numbers).toContain(1)
        expect(numbers).toContain(pages)
        expect(numbers).toContain(page)
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
        expect(slots.length).toBeLessThanOrEqual(7)
        for (const [index, slot] of slots.entries()) if (slot === "gap") expect(slots[index + 1]).not.toBe("gap")
      })
    )
  })
})
