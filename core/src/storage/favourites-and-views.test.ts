import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { favouriteCarArbitrary, viewedCarArbitrary } from "../testing/content-arbitraries.ts"
import { isFavourited, toggleFavourite } from "./favourite-car.ts"
import { recordViewedCar, type ViewedCar } from "./viewed-car.ts"

const hilux = { id: 1, name: "2022 Toyota Hilux SR5", slug: "hilux", make: "Toyota", model: "Hilux" }

describe("favourites", () => {
  it("adds a car, then removes it", () => {
    expect(toggleFavourite([], hilux)).toEqual([hilux])
    expect(toggleFavourite([hilux], hilux)).toEqual([])
    expect(isFavourited([hilux], 1)).toBe(true)
  })

  it("toggling twice leaves the favourites as they were", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(favouriteCarArbitrary, { selector: (car) => car.id }),
        favouriteCarArbitrary,
        (list, car) => {
          const twice = toggleFavourite(toggleFavourite(list, car), car)
          expect(twice.map((c) => c.id).sort()).toEqual(list.map((c) => c.id).sort())
        }
      )
    )
  })
})

describe("viewed cars", () => {
  it("keeps each car once, newest last, at most 20", () => {
    const car = (id: number): ViewedCar => ({ id, make: "Toyota", model: "Hilux" })
    expect(recordViewedCar([car(1), car(2)], car(1)).map((c) => c.id)).toEqual([2, 1])
    const many = Array.from({ length: 25 }, (_, i) => car(i)).reduce(recordViewedCar, [] as ReadonlyArray<ViewedCar>)
    expect(many.map((c) => c.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 5))
  })

  it("never repeats a car", () => {
    fc.assert(
      fc.property(fc.array(viewedCarArbitrary, { maxLength: 40 }), (views) => {
        const list = views.reduce(recordViewedCar, [] as ReadonlyArray<ViewedCar>)
        expect(new Set(list.map((c) => c.id)).size).toBe(list.length)
        expect(list.length).toBeLessThanOrEqual(20)
      })
    )
  })
})
