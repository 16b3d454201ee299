import { describe, expect, it } from "vitest"
import { colourChoiceParams } from "./colour-choice-params.ts"

describe("colourChoiceParams", () => {
  it("adds the variant's position and the colour's id to an empty query", () => {
    expect(colourChoiceParams([], { variantIndex: 0, colourId: 5 })).toEqual([
      ["variant", "1"],
      ["colour", "5"]
    ])
  })

  it("replaces an earlier choice in its place, drops repeats and keeps the page's other fields", () => {
    const current: Array<[string, string]> = [
      ["variant", "1"],
      ["assistance", "all"],
      ["colour", "5"],
      ["colour", "6"]
    ]
    expect(colourChoiceParams(current, { variantIndex: 2, colourId: 17 })).toEqual([
      ["variant", "3"],
      ["assistance", "all"],
      ["colour", "17"]
    ])
  })

  it("drops the colour of a variant without colours", () => {
    expect(colourChoiceParams([["variant", "1"], ["colour", "5"]], { variantIndex: 1, colourId: null })).toEqual([["variant", "2"]])
  })
})
