import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { formatKmInput, formatPriceInput, parseAmountInput } from "./price-input.ts"
import { priceQuickPicks } from "./price-quick-picks.ts"
import { roundToNearestThousand } from "./range-rounding.ts"

describe("price and kilometre inputs", () => {
  it("show a $ prefix and thousands separators", () => {
    expect(formatPriceInput(25_000)).toBe("$25,000")
    expect(formatPriceInput(1_250_000)).toBe("$1,250,000")
    expect(formatPriceInput(null)).toBe("")
  })

  it("show kilometres with the suffix ' kms'", () => {
    expect(formatKmInput(45_120, defaultTexts)).toBe("45,120 kms")
    expect(formatKmInput(null, defaultTexts)).toBe("")
  })

  it("read back what they show, and nothing from junk", () => {
    expect(parseAmountInput("$25,000")).toBe(25_000)
    expect(parseAmountInput("45,120 kms")).toBe(45_120)
    expect(parseAmountInput(" 7000 ")).toBe(7_000)
    expect(parseAmountInput("")).toBeNull()
    expect(parseAmountInput("lots")).toBeNull()
    expect(parseAmountInput("-5")).toBeNull()
  })
})

describe("priceQuickPicks", () => {
  it("offer $5,000 to $70,000", () => {
    const picks = priceQuickPicks(false)
    expect(picks[0]).toEqual({ value: 5_000, label: "$5,000" })
    expect(picks.at(-1)).toEqual({ value: 70_000, label: "$70,000" })
    expect(picks.every((pick) => pick.value >= 5_000 && pick.value <= 70_000)).toBe(true)
  })

  it("add $300,000 to $800,000 under the premium brand flag", () => {
    const values = priceQuickPicks(true).map((pick) => pick.value)
    expect(values).toContain(300_000)
    expect(values.at(-1)).toBe(800_000)
    expect(values.filter((value) => value > 70_000)).toEqual([300_000, 400_000, 500_000, 600_000, 700_000, 800_000])
  })
})

describe("roundToNearestThousand", () => {
  it("rounds price and km values when applied", () => {
    expect(roundToNearestThousand(24_499)).toBe(24_000)
    expect(roundToNearestThousand(24_500)).toBe(25_000)
    expect(roundToNearestThousand(0)).toBe(0)
    expect(roundToNearestThousand(-400)).toBe(0)
  })

  it("refuses values that are not numbers", () => {
    expect(() => roundToNearestThousand(Number.NaN)).toThrow(RangeError)
  })
})
