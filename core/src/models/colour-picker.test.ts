import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { colourPickerEventArbitrary, colourPickerTabsArbitrary } from "../testing/content-arbitraries.ts"
import {
  colourPickerTransition,
  initialColourPickerState,
  selectedBodyStyle,
  type ColourPickerEvent,
  type ColourPickerState,
  type ColourPickerTabs
} from "./colour-picker.ts"

const colours = (styles: ReadonlyArray<string | null>) => styles.map((oem_id) => ({ oem_id }))
const threeTabs: ColourPickerTabs = [
  { colours: colours(["wagon", "wagon", "wagon"]) },
  { colours: colours(["sedan", "sedan"]) },
  { colours: [] }
]
const run = (tabs: ColourPickerTabs, events: ReadonlyArray<ColourPickerEvent>, from = initialColourPickerState) =>
  events.reduce((state, event) => colourPickerTransition(state, event, tabs), from)

/** 16 colours in three styles: 6 wagon, 5 sedan, 5 hatch, interleaved as a data feed may send them. */
const sixteen = colours([
  "wagon",
  "sedan",
  "wagon",
  "hatch",
  "wagon",
  "sedan",
  "hatch",
  "wagon",
  "sedan",
  "hatch",
  "wagon",
  "sedan",
  "hatch",
  "wagon",
  "sedan",
  "hatch"
])

describe("colour picker", () => {
  it("starts on the first variant and its first colour", () => {
    expect(initialColourPickerState).toEqual({ variantIndex: 0, colourIndex: 0 })
  })

  it("resets the colour to the first when the variant changes", () => {
    const state = run(threeTabs, [
      { type: "colour.select", index: 2 },
      { type: "variant.select", index: 1 }
    ])
    expect(state).toEqual({ variantIndex: 1, colourIndex: 0 })
  })

  it("wraps the arrows at both ends", () => {
    expect(run(threeTabs, [{ type: "colour.previous" }])).toEqual({ variantIndex: 0, colourIndex: 2 })
    expect(run(threeTabs, [{ type: "colour.next" }, { type: "colour.next" }, { type: "colour.next" }])).toEqual({
      variantIndex: 0,
      colourIndex: 0
    })
  })

  it("ignores a variant or colour that does not exist", () => {
    const state: ColourPickerState = { variantIndex: 0, colourIndex: 1 }
    expect(colourPickerTransition(state, { type: "variant.select", index: 3 }, threeTabs)).toEqual(state)
    expect(colourPickerTransition(state, { type: "colour.select", index: 3 }, threeTabs)).toEqual(state)
    expect(colourPickerTransition(state, { type: "colour.select", index: 1.5 }, threeTabs)).toEqual(state)
  })

  it("jumps to the first colour of a body style when the second tab row shows", () => {
    const tabs = [{ colours: sixteen }]
    expect(run(tabs, [{ type: "bodyStyle.select", code: "hatch" }])).toEqual({ variantIndex: 0, colourIndex: 3 })
    expect(
      run(tabs, [
        { type: "colour.select", index: 15 },
        { type: "bodyStyle.select", code: "sedan" }
      ]).colourIndex
    ).toBe(1)
  })

  it("ignores body-style tabs when the row is not shown (15 colours, or only 2 styles)", () => {
    const fifteen = [{ colours: sixteen.slice(0, 15) }]
    expect(run(fifteen, [{ type: "bodyStyle.select", code: "hatch" }]).colourIndex).toBe(0)
    const twoStyles = [{ colours: colours(Array.from({ length: 16 }, (_, i) => (i < 10 ? "wagon" : "sedan"))) }]
    expect(run(twoStyles, [{ type: "bodyStyle.select", code: "sedan" }]).colourIndex).toBe(0)
  })

  it("names the selected colour's body style for the active tab", () => {
    expect(selectedBodyStyle({ variantIndex: 0, colourIndex: 3 }, [{ colours: sixteen }])).toBe("hatch")
    expect(selectedBodyStyle(initialColourPickerState, [{ colours: colours([null]) }])).toBeNull()
  })

  it("keeps both indexes within bounds after any sequence of events", () => {
    fc.assert(
      fc.property(
        colourPickerTabsArbitrary,
        fc.array(colourPickerEventArbitrary, { maxLength: 40 }),
        (tabs, events) => {
          const state = run(tabs, events)
          expect(state.variantIndex).toBeGreaterThanOrEqual(0)
          expect(state.variantIndex).toBeLessThan(Math.max(1, tabs.length))
          const count = tabs[state.variantIndex]?.colours.length ?? 0
          expect(state.colourIndex).toBeGreaterThanOrEqual(0)
          expect(state.colourIndex).toBeLessThan(Math.max(1, count))
          expect(Number.isInteger(state.colourIndex)).toBe(true)
        }
      ),
      { numRuns: 1000 }
    )
  })

  it("wraps both ways: n steps forward, or back, return to the start; next then previous is no move", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.nat(), (count, start) => {
        const tabs = [{ colours: colours(Array.from({ length: count }, () => null)) }]
        const from = { variantIndex: 0, colourIndex: start % count }
        const forward = run(
          tabs,
          Array.from({ length: count }, () => ({ type: "colour.next" as const })),
          from
        )
        const back = run(
          tabs,
          Array.from({ length: count }, () => ({ type: "colour.previous" as const })),
          from
        )
        expect(forward).toEqual(from)
        expect(back).toEqual(from)
        expect(run(tabs, [{ type: "colour.next" }, { type: "colour.previous" }], from)).toEqual(from)
      })
    )
  })
})
