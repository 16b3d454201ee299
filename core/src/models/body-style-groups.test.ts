import { describe, expect, it } from "vitest"
import { bodyStyleGroups, bodyStyleLabel, showsBodyStyleTabs } from "./body-style-groups.ts"

const styles = (codes: ReadonlyArray<string | null>) => codes.map((oem_id) => ({ oem_id }))

describe("body-style groups", () => {
  it("labels every code the specification names", () => {
    expect(
      ["wagon", "sedan", "hatch", "dual_cab", "extra_cab", "single_cab", "2_door", "4_door"].map(bodyStyleLabel)
    ).toEqual(["Wagon", "Sedan", "Hatch", "Dual Cab", "Extra Cab", "Single Cab", "2 Door", "4 Door"])
  })

  it("groups in order of first appearance, ignoring colours without a code and letter case", () => {
    expect(bodyStyleGroups(styles(["sedan", null, "Wagon", "sedan", "", "wagon"]))).toEqual([
      { code: "sedan", label: "Sedan", firstIndex: 0, count: 2 },
      { code: "wagon", label: "Wagon", firstIndex: 2, count: 2 }
    ])
  })

  it("shows the second tab row only with at least 3 groups and more than 15 colours", () => {
    const three = (length: number) =>
      styles(Array.from({ length }, (_, i) => ["wagon", "sedan", "hatch"][i % 3] ?? null))
    expect(showsBodyStyleTabs(three(16))).toBe(true)
    expect(showsBodyStyleTabs(three(15))).toBe(false)
    expect(showsBodyStyleTabs(styles(Array.from({ length: 20 }, (_, i) => (i % 2 ? "wagon" : "sedan"))))).toBe(false)
  })
})
