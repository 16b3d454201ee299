import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { brandGrid } from "./brand-grid.ts"

const item = (value: string, count: number) => ({ label: value, value, count })

describe("the brand grid", () => {
  it("groups the makes in stock by vehicle kind: cars, motorcycles, trucks, caravans, then others", () => {
    const grid = brandGrid(
      [item("Yamaha", 4), item("Jayco", 3), item("Isuzu", 7), item("Kia", 5), item("Zodiac", 1)],
      [
        { kind: "caravan", makes: [item("Jayco", 3)] },
        { kind: "boat", makes: [item("Zodiac", 1)] },
        { kind: "truck", makes: [item("Isuzu", 2)] },
        { kind: "motorcycle", makes: [item("Yamaha", 4)] },
        { kind: "car", makes: [item("Kia", 5), item("Isuzu", 5)] }
      ],
      defaultTexts
    )
    expect(grid.title).toBe("Shop by Brand")
    expect(grid.groups.map((group) => [group.kind, group.label])).toEqual([
      ["car", "Cars"],
      ["motorcycle", "Motorcycles"],
      ["truck", "Trucks"],
      ["caravan", "Caravans"],
      ["boat", "Boat"]
    ])
    expect(grid.groups[0]?.brands).toEqual([
      { make: "Isuzu", label: "Isuzu", count: 5, href: "/search/isuzu" },
      { make: "Kia", label: "Kia", count: 5, href: "/search/kia" }
    ])
    expect(grid.groups[2]?.brands).toEqual([{ make: "Isuzu", label: "Isuzu", count: 2, href: "/search/isuzu" }])
  })

  it("counts a make's cars without a vehicle kind as cars", () => {
    const grid = brandGrid(
      [item("Land Rover", 6), item("Jayco", 2)],
      [
        { kind: "car", makes: [item("Land Rover", 4)] },
        { kind: "Caravan ", makes: [item("Jayco", 2)] }
      ],
      defaultTexts
    )
    expect(grid.groups).toEqual([
      { kind: "car", label: "Cars", brands: [{ make: "Land Rover", label: "Land Rover", count: 6, href: "/search/land-rover" }] },
      { kind: "caravan", label: "Caravans", brands: [{ make: "Jayco", label: "Jayco", count: 2, href: "/search/jayco" }] }
    ])
  })

  it("sorts makes alphabetically, leaves out empty groups, and reads the tenant's texts", () => {
    const grid = brandGrid([item("mazda", 1), item("Audi", 2)], [], { ...defaultTexts, brandGridCars: "Passenger Cars" })
    expect(grid.groups).toHaveLength(1)
    expect(grid.groups[0]?.label).toBe("Passenger Cars")
    expect(grid.groups[0]?.brands.map((brand) => brand.label)).toEqual(["Audi", "mazda"])
    expect(brandGrid([], [], defaultTexts).groups).toEqual([])
  })
})
