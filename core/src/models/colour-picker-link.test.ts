import { describe, expect, it } from "vitest"
import { colourPickerLinks, colourPickerStateFromQuery } from "./colour-picker-link.ts"
import type { ModelColour } from "./model-colour.ts"
import { variantColours } from "./variant-colours.ts"

const colour = (id: number, oem_id: string, model_variant_name: string): ModelColour => ({
  id,
  name: `Colour ${id}`,
  oem_id,
  model_variant_name
})

const tabs = variantColours(
  [{ name: "Urban" }, { name: "Ultimate" }],
  [colour(1, "wagon", "Urban"), colour(2, "sedan", "Urban"), colour(7, "wagon", "Ultimate"), colour(9, "hatch", "Ultimate")]
)

describe("colourPickerStateFromQuery", () => {
  it("reads the variant position and the colour id", () => {
    expect(colourPickerStateFromQuery({ variant: "2", colour: "9" }, tabs)).toEqual({ variantIndex: 1, colourIndex: 1 })
    expect(colourPickerStateFromQuery({ variant: "1", colour: "2" }, tabs)).toEqual({ variantIndex: 0, colourIndex: 1 })
    expect(colourPickerStateFromQuery({ variant: "2" }, tabs)).toEqual({ variantIndex: 1, colourIndex: 0 })
  })

  it("falls back to the first variant and colour for anything unknown", () => {
    expect(colourPickerStateFromQuery({}, tabs)).toEqual({ variantIndex: 0, colourIndex: 0 })
    expect(colourPickerStateFromQuery({ variant: "9", colour: "9" }, tabs)).toEqual({ variantIndex: 0, colourIndex: 0 })
    expect(colourPickerStateFromQuery({ variant: "0" }, tabs)).toEqual({ variantIndex: 0, colourIndex: 0 })
    expect(colourPickerStateFromQuery({ variant: "x", colour: "" }, tabs)).toEqual({ variantIndex: 0, colourIndex: 0 })
    // A colour of another variant is not this variant's.
    expect(colourPickerStateFromQuery({ variant: "1", colour: "7" }, tabs)).toEqual({ variantIndex: 0, colourIndex: 0 })
  })
})

describe("colourPickerLinks", () => {
  it("links every variant, colour and body style back to the picker", () => {
    expect(colourPickerLinks(tabs)).toEqual({
      variants: ["?variant=1#colours", "?variant=2#colours"],
      swatches: [
        ["?variant=1&colour=1#colours", "?variant=1&colour=2#colours"],
        ["?variant=2&colour=7#colours", "?variant=2&colour=9#colours"]
      ],
      bodyStyles: [
        { wagon: "?variant=1&colour=1#colours", sedan: "?variant=1&colour=2#colours" },
        { wagon: "?variant=2&colour=7#colours", hatch: "?variant=2&colour=9#colours" }
      ]
    })
  })

  it("round-trips: each link reads back as its own choice", () => {
    const links = colourPickerLinks(tabs)
    links.swatches.forEach((row, variantIndex) =>
      row.forEach((link, colourIndex) => {
        const query = new URLSearchParams(link.split("#")[0])
        expect(
          colourPickerStateFromQuery({ variant: query.get("variant"), colour: query.get("colour") }, tabs)
        ).toEqual({ variantIndex, colourIndex })
      })
    )
  })
})
