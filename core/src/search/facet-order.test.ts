import { describe, expect, it } from "vitest"
import { mergeCarTypeItems, carTypeSelection } from "./car-type-facet.ts"
import { displayedTotal } from "./displayed-total.ts"
import { compareFacetValues, sortFacetItems } from "./facet-order.ts"
import { PRICE_BAND_BOUNDS, priceBand, priceBandLabel, WEEKLY_PRICE_BAND_BOUNDS } from "./price-bands.ts"

const item = (value: string, count = 1) => ({ label: value, value, count })

describe("facet value order (section 5, Sorting in filters)", () => {
  it("lists makes and models alphabetically, ignoring case", () => {
    expect(["Toyota", "kia", "Mazda", "Alfa Romeo"].sort(compareFacetValues("make"))).toEqual([
      "Alfa Romeo",
      "kia",
      "Mazda",
      "Toyota"
    ])
    expect(["RAV4", "CX-9", "CX-30", "CX-5"].sort(compareFacetValues("model"))).toEqual([
      "CX-5",
      "CX-9",
      "CX-30",
      "RAV4"
    ])
  })

  it("lists car types new, demo, used", () => {
    expect(sortFacetItems("car_type", [item("used"), item("demo"), item("new")]).map((i) => i.value)).toEqual([
      "new",
      "demo",
      "used"
    ])
  })

  it("lists price ranges, seats and years numerically", () => {
    expect(["70000-", "5000-10000", "10000-15000", "0-5000"].sort(compareFacetValues("price_range"))).toEqual([
      "0-5000",
      "5000-10000",
      "10000-15000",
      "70000-"
    ])
    expect(["7", "12", "2"].sort(compareFacetValues("seats"))).toEqual(["2", "7", "12"])
  })
})

describe("price bands", () => {
  it("bands a price by the quick-pick amounts, with an open top band", () => {
    expect(priceBand(12_990, PRICE_BAND_BOUNDS)).toBe("10000-15000")
    expect(priceBand(5_000, PRICE_BAND_BOUNDS)).toBe("5000-10000")
    expect(priceBand(95_000, PRICE_BAND_BOUNDS)).toBe("70000-")
    expect(priceBand(0, PRICE_BAND_BOUNDS)).toBeNull()
    expect(priceBand(175, WEEKLY_PRICE_BAND_BOUNDS)).toBe("150-200")
    expect([priceBandLabel("10000-15000"), priceBandLabel("70000-")]).toEqual(["$10,000 - $15,000", "$70,000+"])
  })
})

describe("new and demo merged (section 5)", () => {
  it("selects and counts both under new where the tenant merges them", () => {
    expect(carTypeSelection(["new"], true)).toEqual(["new", "demo"])
    expect(carTypeSelection(["used", "demo"], true)).toEqual(["used", "new", "demo"])
    expect(carTypeSelection(["new"], false)).toEqual(["new"])
    expect(mergeCarTypeItems([item("new", 3), item("demo", 2), item("used", 4)], true)).toEqual([
      item("new", 5),
      item("used", 4)
    ])
    expect(mergeCarTypeItems([item("demo", 2), item("used", 4)], true)).toEqual([item("new", 2), item("used", 4)])
    expect(mergeCarTypeItems([item("used", 4)], true)).toEqual([item("used", 4)])
  })
})

describe("the count rule (section 4, Count)", () => {
  const facet = [item("new", 1500), item("demo", 300), item("used", 2400)]

  it("replaces a total above 1999 by the sum of the facet's counts", () => {
    expect(displayedTotal(2000, facet)).toBe(4200)
    expect(displayedTotal(2000, facet, ["new", "demo"])).toBe(1800)
  })

  it("keeps a total up to 1999", () => {
    expect(displayedTotal(1999, facet)).toBe(1999)
    expect(displayedTotal(0, [])).toBe(0)
  })
})
