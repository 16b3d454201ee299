import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { collapseSoldRuns } from "./sold-collapse.ts"

type Status = "in_stock" | "coming_soon" | "sold" | "other"
const cars = (statuses: ReadonlyArray<Status>) => statuses.map((status, id) => ({ id, status }))
const ids = (list: ReadonlyArray<{ id: number }>) => list.map((car) => car.id)

describe("collapseSoldRuns", () => {
  it("keeps only the first car of each run of sold cars", () => {
    expect(ids(collapseSoldRuns(cars(["in_stock", "sold", "sold", "coming_soon", "sold", "other", "sold"])))).toEqual([
      0, 1, 3, 4
    ])
    expect(ids(collapseSoldRuns(cars(["sold", "sold", "in_stock"])))).toEqual([0, 2])
  })

  it("keeps every car when all are sold", () => {
    expect(ids(collapseSoldRuns(cars(["sold", "sold", "other"])))).toEqual([0, 1, 2])
    expect(collapseSoldRuns([])).toEqual([])
  })

  it("keeps order, never drops an available car, and never leaves two sold cars side by side", () => {
    const status = fc.constantFrom<Status>("in_stock", "coming_soon", "sold", "other")
    fc.assert(
      fc.property(fc.array(status, { maxLength: 30 }), (statuses) => {
        const input = cars(statuses)
        const output = collapseSoldRuns(input)
        const kept = ids(output)
        expect(kept).toEqual([...kept].sort((a, b) => a - b))
        const available = input.filter((car) => car.status === "in_stock" || car.status === "coming_soon")
        expect(output.filter((car) => car.status === "in_stock" || car.status === "coming_soon")).toEqual(available)
        if (available.length === 0) {
          expect(output).toEqual(input)
        } else {
          const sold = (car: { status: Status } | undefined) =>
            car !== undefined && car.status !== "in_stock" && car.status !== "coming_soon"
          expect(output.some((car, index) => sold(car) && sold(output[index - 1]))).toBe(false)
        }
      }),
      { numRuns: 1000 }
    )
  })
})
