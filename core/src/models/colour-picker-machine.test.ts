import { describe, expect, it } from "vitest"
import { createActor, initialTransition, transition } from "xstate"
import { defaultTexts } from "../tenant/texts.ts"
import { connectColourPicker } from "./colour-picker-connect.ts"
import { colourPickerMachine, type ColourPickerMachineInput } from "./colour-picker-machine.ts"
import type { ModelColour } from "./model-colour.ts"

const colour = (id: number, name: string, oem_id: string | null, model_variant_name: string): ModelColour => ({
  id,
  name,
  oem_id,
  model_variant_name,
  hexCode: "#ffffff"
})

const urbanAndUltimate: ColourPickerMachineInput = {
  variants: [{ name: "Urban" }, { name: "Ultimate", full_name: "Tiggo 8 Pro Max Ultimate" }],
  colours: [
    colour(1, "Ceramic White", "wagon", "Urban"),
    colour(2, "Carbon Crystal Black", "wagon", "Urban"),
    colour(3, "Lunar Grey", "wagon", "Urban"),
    colour(4, "Velvet Red", "wagon", "Tiggo 8 Pro Max Ultimate"),
    colour(5, "Sea Blue", "wagon", "Tiggo 8 Pro Max Ultimate")
  ],
  texts: defaultTexts
}

/** 16 colours in three body styles, interleaved as a data feed may send them. */
const sixteenInThreeStyles: ColourPickerMachineInput = {
  variants: [],
  colours: Array.from({ length: 16 }, (_, i) =>
    colour(i, `Colour ${i + 1}`, ["wagon", "dual_cab", "2_door"][i % 3] ?? null, "GX")
  ),
  texts: defaultTexts
}

function start(input: ColourPickerMachineInput) {
  const actor = createActor(colourPickerMachine, { input }).start()
  return () => connectColourPicker(actor.getSnapshot(), actor.send)
}

describe("colour picker flow", () => {
  it("selects the first variant and its first colour by default (pure transitions)", () => {
    const [opened] = initialTransition(colourPickerMachine, urbanAndUltimate)
    expect(opened.context.selection).toEqual({ variantIndex: 0, colourIndex: 0 })
    const [last] = transition(colourPickerMachine, opened, { type: "colour.previous" })
    expect(last.context.selection).toEqual({ variantIndex: 0, colourIndex: 2 })
  })

  it("resets the colour to the first when the variant changes", () => {
    const view = start(urbanAndUltimate)
    view().selectColour(2)
    expect(view().selectedColour?.name).toBe("Lunar Grey")
    view().selectVariant(1)
    expect(view().variantTabs).toEqual([
      { label: "Urban", selected: false },
      { label: "Ultimate", selected: true }
    ])
    expect(view().selectedColour?.name).toBe("Velvet Red")
  })

  it("wraps the arrows at both ends", () => {
    const view = start(urbanAndUltimate)
    view().previous()
    expect(view().selectedColour?.name).toBe("Lunar Grey")
    view().next()
    expect(view().selectedColour?.name).toBe("Ceramic White")
    expect(view()).toMatchObject({ showArrows: true, previousLabel: "Previous colour", nextLabel: "Next colour" })
  })

  it("has no body-style row for a short colour list", () => {
    expect(start(urbanAndUltimate)().bodyStyleTabs).toBeNull()
  })

  it("shows the body-style row for more than 15 colours in 3 styles; a style jumps to its first colour", () => {
    const view = start(sixteenInThreeStyles)
    expect(view().bodyStyleTabs?.map((tab) => [tab.label, tab.selected])).toEqual([
      ["Wagon", true],
      ["Dual Cab", false],
      ["2 Door", false]
    ])
    view().selectColour(15)
    view().selectBodyStyle("2_door")
    expect(view().selectedColour?.name).toBe("Colour 3")
    expect(view().bodyStyleTabs?.find((tab) => tab.selected)?.code).toBe("2_door")
    expect(view().bodyStylesLabel).toBe("Body styles")
  })

  it("ignores a variant, colour or body style that does not exist", () => {
    const view = start(urbanAndUltimate)
    view().selectColour(1)
    view().selectVariant(5)
    view().selectColour(9)
    view().selectBodyStyle("sedan")
    expect(view().selectedColour?.name).toBe("Carbon Crystal Black")
  })

  it("starts where its input says, kept inside the tabs", () => {
    expect(start({ ...urbanAndUltimate, initial: { variantIndex: 1, colourIndex: 1 } })().selectedColour?.name).toBe(
      "Sea Blue"
    )
    expect(start({ ...urbanAndUltimate, initial: { variantIndex: 1, colourIndex: 7 } })().selectedColour?.name).toBe(
      "Velvet Red"
    )
  })
})
