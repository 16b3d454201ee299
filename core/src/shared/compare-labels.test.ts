import { describe, expect, it } from "vitest"
import { compareLabels } from "./compare-labels.ts"

describe("compareLabels", () => {
  it("orders labels alphabetically whatever their case", () => {
    expect(["kia", "Audi", "BMW", "abarth"].sort(compareLabels)).toEqual(["abarth", "Audi", "BMW", "kia"])
  })

  it("treats labels differing only in case or accents as equal", () => {
    expect(compareLabels("Skoda", "ŠKODA")).toBe(0)
  })
})
