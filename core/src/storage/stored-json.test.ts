import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { favouriteCarArbitrary } from "../testing/content-arbitraries.ts"
import { FavouriteCar } from "./favourite-car.ts"
import { readPriceDisplayChoice } from "./price-display-choice.ts"
import { decodePriceDisplayPreference } from "./price-display-preference.ts"
import { decodeStoredJson, decodeStoredList, encodeStoredJson } from "./stored-json.ts"
import { ViewedCar } from "./viewed-car.ts"

const hilux = { id: 1, name: "2022 Toyota Hilux SR5", slug: "2022-toyota-hilux", make: "Toyota", model: "Hilux" }

describe("decodeStoredJson", () => {
  it("returns the default for nothing stored, corrupt text, or foreign data", () => {
    expect(decodeStoredJson(ViewedCar, null, null)).toBeNull()
    expect(decodeStoredJson(ViewedCar, "{oops", null)).toBeNull()
    expect(decodeStoredJson(ViewedCar, '{"colour":"red"}', null)).toBeNull()
    expect(decodeStoredJson(ViewedCar, '{"id":2,"make":"Mazda","model":"CX-5"}', null)).toEqual({
      id: 2,
      make: "Mazda",
      model: "CX-5"
    })
  })

  it("never throws, whatever the browser kept", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(null)), (raw) => {
        expect(() => decodeStoredJson(FavouriteCar, raw, null)).not.toThrow()
        expect(Array.isArray(decodeStoredList(FavouriteCar, raw))).toBe(true)
      }),
      { numRuns: 1000 }
    )
  })
})

describe("decodeStoredList", () => {
  it("keeps the entries that fit and drops the rest", () => {
    const raw = JSON.stringify([hilux, { id: "broken" }, 7])
    expect(decodeStoredList(FavouriteCar, raw)).toEqual([hilux])
    expect(decodeStoredList(FavouriteCar, '{"not":"a list"}')).toEqual([])
  })

  it("reads back what it stored", () => {
    fc.assert(
      fc.property(fc.array(favouriteCarArbitrary, { maxLength: 10 }), (favourites) => {
        expect(decodeStoredList(FavouriteCar, encodeStoredJson(favourites))).toEqual(favourites)
      })
    )
  })
})

describe("decodePriceDisplayPreference", () => {
  it("reads Cash or Finance, plain or as JSON, and Cash otherwise", () => {
    expect(decodePriceDisplayPreference("Finance")).toBe("Finance")
    expect(decodePriceDisplayPreference('"Finance"')).toBe("Finance")
    expect(decodePriceDisplayPreference("Cash")).toBe("Cash")
    expect(decodePriceDisplayPreference("Lease")).toBe("Cash")
    expect(decodePriceDisplayPreference(null)).toBe("Cash")
  })
})

describe("readPriceDisplayChoice", () => {
  it("reads plain or JSON text as the choice, anything else as Cash, like the schema decoder", () => {
    for (const raw of ["Finance", '"Finance"', " Finance ", "Cash", '"Cash"', "Lease", "{oops", "", null, undefined]) {
      expect(readPriceDisplayChoice(raw)).toBe(decodePriceDisplayPreference(raw))
    }
    expect(readPriceDisplayChoice('"Finance"')).toBe("Finance")
    expect(readPriceDisplayChoice("finance")).toBe("Cash")
  })
})
