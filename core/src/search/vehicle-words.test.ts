import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { countText } from "./count-text.ts"
import { emptyStockQuery } from "./stock-query.ts"
import { isCarKind, resultVehicleKind, vehiclesHeadingWord, vehiclesWord } from "./vehicle-words.ts"

const item = (value: string, count: number) => ({ label: value, value, count })
const result = (total: number, kinds: ReadonlyArray<readonly [string, number]>) => ({
  total,
  facets: { item_type: kinds.map(([value, count]) => item(value, count)) }
})

describe("resultVehicleKind", () => {
  it("names the one kind the results share", () => {
    expect(resultVehicleKind(result(12, [["caravan", 12]]), emptyStockQuery, "car")).toBe("caravan")
    expect(resultVehicleKind(result(30, []), emptyStockQuery, "car")).toBe("car")
  })

  it("says vehicle for a mix, counting cars without an item type as cars", () => {
    expect(
      resultVehicleKind(
        result(103, [
          ["caravan", 53],
          ["motorcycle", 50]
        ]),
        emptyStockQuery,
        "car"
      )
    ).toBe("vehicle")
    expect(resultVehicleKind(result(20, [["caravan", 12]]), emptyStockQuery, "car")).toBe("vehicle")
  })

  it("takes the shopper's item type selection, whose own counts ignore it", () => {
    const query = { filters: { item_type: ["Caravan"] } }
    expect(
      resultVehicleKind(
        result(53, [
          ["caravan", 53],
          ["motorcycle", 50]
        ]),
        query,
        "vehicle"
      )
    ).toBe("caravan")
  })

  it("falls back to the site's kind when there are no results", () => {
    expect(resultVehicleKind(result(0, []), emptyStockQuery, "caravan")).toBe("caravan")
  })
})

describe("the count's words", () => {
  it("are singular for one and plural otherwise, in the tenant's words", () => {
    expect(vehiclesWord("car", 1, defaultTexts)).toBe("car")
    expect(vehiclesWord("car", 0, defaultTexts)).toBe("cars")
    expect(vehiclesWord("caravan", 12, defaultTexts)).toBe("caravans")
    expect(vehiclesWord("boat", 2, defaultTexts)).toBe("boats")
    expect(vehiclesWord("car", 2, { ...defaultTexts, vehicleWordCars: "vehicles" })).toBe("vehicles")
  })

  it("fill the specification's Show Me N cars, split around the number", () => {
    expect(countText(defaultTexts.showMeCars, 205, "car", defaultTexts)).toEqual({
      text: "Show Me 205 cars",
      count: 205,
      numbered: true,
      before: "Show Me ",
      after: " cars"
    })
    expect(countText(defaultTexts.showMeCars, 1, "car", defaultTexts).text).toBe("Show Me 1 car")
    expect(countText(defaultTexts.showMeCars, 12, "caravan", defaultTexts).text).toBe("Show Me 12 caravans")
    expect(countText("See them all", 3, "car", defaultTexts)).toMatchObject({ text: "See them all", numbered: false })
  })
})

describe("the heading's word", () => {
  it("is the tenant's plural with each word capitalised", () => {
    expect(vehiclesHeadingWord("car", defaultTexts)).toBe("Cars")
    expect(vehiclesHeadingWord("caravan", defaultTexts)).toBe("Caravans")
    expect(vehiclesHeadingWord("Motorcycle", defaultTexts)).toBe("Motorcycles")
    expect(vehiclesHeadingWord("vehicle", defaultTexts)).toBe("Vehicles")
    expect(vehiclesHeadingWord("horse float", defaultTexts)).toBe("Horse Floats")
    expect(vehiclesHeadingWord("caravan", { ...defaultTexts, vehicleWordCaravans: "motor homes" })).toBe("Motor Homes")
    expect(vehiclesHeadingWord("caravan", { ...defaultTexts, vehicleWordCaravans: "RVs" })).toBe("RVs")
  })

  it("knows the plain car, typed or not", () => {
    expect([isCarKind("car"), isCarKind(" Car "), isCarKind(""), isCarKind(null), isCarKind("caravan")]).toEqual([
      true,
      true,
      true,
      true,
      false
    ])
  })
})
