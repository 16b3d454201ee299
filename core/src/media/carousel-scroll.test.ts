import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { carouselArrows, type CarouselPosition } from "./carousel-arrows.ts"
import {
  carouselTransition,
  initialCarouselPosition,
  visibleCarouselItems,
  type CarouselEvent
} from "./carousel-scroll.ts"

const run = (from: CarouselPosition, events: ReadonlyArray<CarouselEvent>) => events.reduce(carouselTransition, from)

describe("carousel scrolling", () => {
  it("starts at the first item", () => {
    expect(initialCarouselPosition({ visible: 3, count: 6 })).toEqual({ index: 0, visible: 3, count: 6 })
  })

  it("scrolls one item at a time and stops at both ends", () => {
    const start = initialCarouselPosition({ visible: 3, count: 6 })
    expect(run(start, [{ type: "previous" }]).index).toBe(0)
    expect(run(start, [{ type: "next" }]).index).toBe(1)
    expect(
      run(
        start,
        Array.from({ length: 5 }, () => ({ type: "next" as const }))
      ).index
    ).toBe(3)
    expect(run({ ...start, index: 3 }, [{ type: "previous" }]).index).toBe(2)
  })

  it("wraps a looping carousel at both ends", () => {
    const start = initialCarouselPosition({ visible: 1, count: 5, loop: true })
    expect(run(start, [{ type: "previous" }]).index).toBe(4)
    expect(run({ ...start, index: 4 }, [{ type: "next" }]).index).toBe(0)
    expect(visibleCarouselItems({ index: 4, visible: 2, count: 5, loop: true })).toEqual([4, 0])
  })

  it("jumps only as far as the last page, and keeps its place when the layout changes", () => {
    const start = initialCarouselPosition({ visible: 3, count: 6 })
    expect(run(start, [{ type: "goTo", index: 5 }]).index).toBe(3)
    expect(run(start, [{ type: "goTo", index: 1.5 }]).index).toBe(0)
    expect(run({ ...start, index: 3 }, [{ type: "layout", visible: 4, count: 6 }])).toEqual({
      index: 2,
      visible: 4,
      count: 6
    })
    expect(run({ ...start, index: 3 }, [{ type: "layout", visible: 0, count: 2 }])).toEqual({
      index: 1,
      visible: 1,
      count: 2
    })
  })

  it("lists the items on show", () => {
    expect(visibleCarouselItems({ index: 1, visible: 3, count: 6 })).toEqual([1, 2, 3])
    expect(visibleCarouselItems({ index: 0, visible: 4, count: 2 })).toEqual([0, 1])
    expect(visibleCarouselItems({ index: 0, visible: 3, count: 0 })).toEqual([])
  })

  it("never scrolls past an end, and an enabled arrow always moves", () => {
    const event: fc.Arbitrary<CarouselEvent> = fc.oneof(
      fc.constant({ type: "next" as const }),
      fc.constant({ type: "previous" as const }),
      fc.record({ type: fc.constant("goTo" as const), index: fc.integer({ min: -5, max: 30 }) }),
      fc.record({
        type: fc.constant("layout" as const),
        visible: fc.integer({ min: 0, max: 6 }),
        count: fc.integer({ min: 0, max: 20 })
      })
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.nat(20),
        fc.boolean(),
        fc.array(event, { maxLength: 30 }),
        (visible, count, loop, events) => {
          const position = run(initialCarouselPosition({ visible, count, loop }), events)
          expect(position.index).toBeGreaterThanOrEqual(0)
          const last = loop ? Math.max(0, position.count - 1) : Math.max(0, position.count - position.visible)
          expect(position.index).toBeLessThanOrEqual(last)
          const arrows = carouselArrows(position)
          if (!arrows.nextDisabled) expect(carouselTransition(position, { type: "next" })).not.toEqual(position)
          if (!arrows.previousDisabled) expect(carouselTransition(position, { type: "previous" })).not.toEqual(position)
        }
      ),
      { numRuns: 1000 }
    )
  })
})
