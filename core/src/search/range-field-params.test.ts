import { describe, expect, it } from "vitest"
import { foldRangeFields } from "./range-field-params.ts"

describe("folding a plain range form into the search's parameters", () => {
  it("reads $, commas and kms, rounds to the nearest 1000 and drops the page", () => {
    expect(
      foldRangeFields([
        ["make", "Kia"],
        ["page", "3"],
        ["price_min", "$12,400"],
        ["price_max", ""],
        ["km_min", ""],
        ["km_max", "45,600 kms"]
      ])
    ).toEqual([
      ["make", "Kia"],
      ["price", "12000-"],
      ["km", "-46000"]
    ])
  })

  it("never folds two boxes into an empty range: a pair rounding onto one thousand widens", () => {
    expect(foldRangeFields([["price_min", "$57,100"], ["price_max", "$57,300"]])).toEqual([["price", "57000-58000"]])
  })

  it("keeps years as typed and puts a reversed pair in order", () => {
    expect(foldRangeFields([["year_min", "2022"], ["year_max", "2019"]])).toEqual([["year", "2019-2022"]])
  })

  it("replaces the range the form edits and clears it when both boxes are empty", () => {
    expect(foldRangeFields([["price", "5000-9000"], ["price_min", ""], ["price_max", ""]])).toEqual([])
  })

  it("answers null when there is nothing to fold", () => {
    expect(foldRangeFields([["make", "Kia"], ["price", "5000-9000"]])).toBeNull()
  })
})
