import { describe, expect, it } from "vitest"
import { colourPickerView } from "./colour-picker-view.ts"
import type { ModelColour } from "./model-colour.ts"
import { variantColours } from "./variant-colours.ts"

const colour = (id: number, name: string, oem_id: string, model_variant_name: string): ModelColour => ({
  id,
  name,
  oem_id,
  model_variant_name,
  hexCode: "#ffffff"
})

describe("colourPickerView", () => {
  const variants = [{ name: "Urban" }, { name: "Ultimate", full_name: "Tiggo 8 Pro Max Ultimate" }]
  const colours = [
    colour(1, "Ceramic White", "wagon", "Urban"),
    colour(2, "Carbon Crystal Black", "wagon", "Urban"),
    colour(3, "Velvet Red", "wagon", "Tiggo 8 Pro Max Ultimate")
  ]
  const tabs = variantColours(variants, colours)

  it("shows the variant tabs, the swatches of the selected variant and the selected colour", () => {
    const view = colourPickerView({ variantIndex: 0, colourIndex: 1 }, tabs)
    expect(view.variantTabs).toEqual([
      { label: "Urban", selected: true },
      { label: "Ultimate", selected: false }
    ])
    expect(view.swatches.map((swatch) => [swatch.name, swatch.selected])).toEqual([
      ["Ceramic White", false],
      ["Carbon Crystal Black", true]
    ])
    expect(view.selectedColour?.name).toBe("Carbon Crystal Black")
    expect(view.showArrows).toBe(true)
    expect(view.bodyStyleTabs).toBeNull()
  })

  it("matches a variant's colours by its full name too", () => {
    const view = colourPickerView({ variantIndex: 1, colourIndex: 0 }, tabs)
    expect(view.selectedColour?.name).toBe("Velvet Red")
    expect(view.showArrows).toBe(false)
  })

  it("shows the body-style row for more than 15 colours in 3 styles, marking the selected colour's style", () => {
    const many = Array.from({ length: 16 }, (_, i) =>
      colour(i, `Colour ${i}`, ["wagon", "dual_cab", "2_door"][i % 3] ?? "", "Urban")
    )
    const view = colourPickerView({ variantIndex: 0, colourIndex: 4 }, variantColours([], many))
    expect(view.variantTabs).toEqual([])
    expect(view.bodyStyleTabs).toEqual([
      { code: "wagon", label: "Wagon", selected: false },
      { code: "dual_cab", label: "Dual Cab", selected: true },
      { code: "2_door", label: "2 Door", selected: false }
    ])
  })

  it("shows nothing selected for a variant without colours", () => {
    const view = colourPickerView({ variantIndex: 0, colourIndex: 0 }, variantColours([{ name: "GX" }], colours))
    expect(view.selectedColour).toBeNull()
    expect(view.swatches).toEqual([])
  })
})
