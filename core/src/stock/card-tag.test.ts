import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { carArbitrary } from "../testing/car-arbitrary.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { cardTag, type CardTagContext } from "./card-tag.ts"
import type { Car } from "./car.ts"

const now = new Date("2026-11-22T00:00:00Z")
const context: CardTagContext = { now, evFuelTag: true, certifiedLogo: true, justArrivedDays: 8, texts: defaultTexts }
const plain = {
  status: "in_stock",
  fuel: "Petrol",
  simple_fuel: null,
  reserved: false,
  certified: false,
  car_type: "used",
  tag: null,
  created_at: "2026-01-01T00:00:00Z"
} satisfies Partial<Car>

describe("cardTag precedence", () => {
  const everything = {
    ...plain,
    fuel: "Electric",
    reserved: true,
    certified: true,
    tag: "Special Offer",
    status: "coming_soon",
    created_at: "2026-11-20T00:00:00Z"
  } as const

  it("walks the list from the electric fuel tag down to none", () => {
    expect(cardTag(everything, context)).toEqual({ kind: "fuel", text: "ELECTRIC" })
    expect(cardTag({ ...everything, fuel: "Petrol" }, context)).toEqual({ kind: "reserved", text: "RESERVED" })
    const notReserved = { ...everything, fuel: "Petrol", reserved: false }
    expect(cardTag(notReserved, context)?.kind).toBe("certified")
    const notCertified = { ...notReserved, certified: false }
    expect(cardTag(notCertified, context)).toEqual({ kind: "own", text: "Special Offer" })
    const noOwnTag = { ...notCertified, tag: null }
    expect(cardTag(noOwnTag, context)).toEqual({ kind: "coming-soon", text: "COMING SOON" })
    const inStock = { ...noOwnTag, status: "in_stock" } as const
    expect(cardTag(inStock, context)).toEqual({ kind: "just-arrived", text: "New" })
    expect(cardTag({ ...inStock, created_at: "2026-11-01T00:00:00Z" }, context)).toBeNull()
  })

  it("names hybrid and plug-in hybrid fuel, and only where the tenant enables it", () => {
    expect(cardTag({ ...plain, fuel: "Hybrid" }, context)?.text).toBe("HYBRID")
    expect(cardTag({ ...plain, fuel: "Plug-in Hybrid" }, context)?.text).toBe("PHEV")
    expect(cardTag({ ...plain, fuel: "Electric" }, { ...context, evFuelTag: false })).toBeNull()
  })

  it("shows the certified logo only where the tenant enables it", () => {
    expect(cardTag({ ...plain, certified: true }, { ...context, certifiedLogo: false })).toBeNull()
  })

  it("counts a car created within just_arrived_days as new, using the tenant's tag name", () => {
    const texts = { ...defaultTexts, justArrivedTag: "Just Arrived" }
    const eightDaysAgo = { ...plain, created_at: "2026-11-14T00:00:00Z" }
    expect(cardTag(eightDaysAgo, { ...context, texts })?.text).toBe("Just Arrived")
    expect(cardTag(eightDaysAgo, { ...context, justArrivedDays: 7 })).toBeNull()
    expect(cardTag({ ...plain, created_at: "not a date" }, context)).toBeNull()
  })

  it("ignores a blank own tag", () => {
    expect(cardTag({ ...plain, tag: "   " }, context)).toBeNull()
  })

  it("shows the sold tag on every car that is not available, whatever else it has", () => {
    fc.assert(
      fc.property(carArbitrary, (car) => {
        const tag = cardTag(car, context)
        const available = car.status === "in_stock" || car.status === "coming_soon"
        expect(tag?.kind === "sold").toBe(!available)
        if (!available) expect(tag?.text).toBe("JUST SOLD")
      }),
      { numRuns: 1000 }
    )
  })

  it("gives every car exactly one answer from the list, and the same answer every time", () => {
    const kinds = ["sold", "fuel", "reserved", "certified", "own", "coming-soon", "just-arrived"]
    const flags = fc.record({
      evFuelTag: fc.boolean(),
      certifiedLogo: fc.boolean(),
      justArrivedDays: fc.nat({ max: 30 })
    })
    fc.assert(
      fc.property(carArbitrary, flags, (car, flags) => {
        const tagContext = { ...context, ...flags }
        const tag = cardTag(car, tagContext)
        expect(cardTag(car, tagContext)).toEqual(tag)
        if (tag !== null) {
          expect(kinds).toContain(tag.kind)
          expect(tag.text.trim()).not.toBe("")
        }
      }),
      { numRuns: 1000 }
    )
  })
})
