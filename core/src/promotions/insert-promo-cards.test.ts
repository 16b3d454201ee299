import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { promoNodeArbitrary } from "../testing/content-arbitraries.ts"
import { insertPromoCards, type ListingEntry } from "./insert-promo-cards.ts"
import { listingWithPromos } from "./listing-with-promos.ts"
import type { PromoNode } from "./promo-node.ts"
import { promoPlacements } from "./promo-placement.ts"

const page = Array.from({ length: 21 }, (_, i) => `car ${i + 1}`)
const promo = (node: string, position: number, strictDisplay = false): PromoNode => ({
  node,
  position,
  display: true,
  strictDisplay
})
const describeEntries = (entries: ReadonlyArray<ListingEntry<string, PromoNode>>) =>
  entries.map((entry) => (entry.kind === "card" ? entry.card : `[${entry.promo.node}]`))

describe("promoPlacements", () => {
  const slots = { promo_slot_positions: [8, 17], promo_random_offset_max: 0 }

  it("picks slot 8 or 17 by the page's random choice", () => {
    const card = promo("we-want-your-car", 0)
    expect(promoPlacements([card], slots, 0)).toEqual([{ promo: card, position: 8 }])
    expect(promoPlacements([card], slots, 0.49)).toEqual([{ promo: card, position: 8 }])
    expect(promoPlacements([card], slots, 0.5)).toEqual([{ promo: card, position: 17 }])
    expect(promoPlacements([card], slots, 0.999)).toEqual([{ promo: card, position: 17 }])
  })

  it("gives a second promo the other slot", () => {
    const [a, b] = [promo("a", 0), promo("b", 0)]
    expect(promoPlacements([a, b], slots, 0.7).map((p) => p.position)).toEqual([17, 8])
  })

  it("adds a random offset of 0 to 2 on the other tenant", () => {
    const offsets = { promo_slot_positions: [], promo_random_offset_max: 2 }
    const card = promo("finance-offer", 5)
    expect([0, 0.34, 0.67, 0.99].map((roll) => promoPlacements([card], offsets, roll)[0]?.position)).toEqual([
      5, 6, 7, 7
    ])
  })

  it("refuses a roll outside [0, 1)", () => {
    expect(() => promoPlacements([], slots, 1)).toThrow(RangeError)
    expect(() => promoPlacements([], slots, Number.NaN)).toThrow(RangeError)
  })
})

describe("insertPromoCards", () => {
  it("puts the 'We Want Your Car!' card at position 8, after eight cars", () => {
    const entries = insertPromoCards(page, [{ promo: promo("we-want-your-car", 8), position: 8 }])
    expect(describeEntries(entries).slice(6, 10)).toEqual(["car 7", "car 8", "[we-want-your-car]", "car 9"])
    expect(entries).toHaveLength(22)
  })

  it("appends a promo past the end, unless it is strict; an empty list gets none", () => {
    const short = ["car 1", "car 2"]
    expect(describeEntries(insertPromoCards(short, [{ promo: promo("a", 17), position: 17 }]))).toEqual([
      "car 1",
      "car 2",
      "[a]"
    ])
    expect(describeEntries(insertPromoCards(short, [{ promo: promo("a", 17, true), position: 17 }]))).toEqual(short)
    expect(describeEntries(insertPromoCards(short, [{ promo: promo("a", 2, true), position: 2 }]))).toEqual([
      "car 1",
      "car 2",
      "[a]"
    ])
    expect(insertPromoCards([], [{ promo: promo("a", 0), position: 0 }])).toEqual([])
  })

  it("keeps promos sharing a position in their given order", () => {
    const placements = [
      { promo: promo("a", 1), position: 1 },
      { promo: promo("b", 1), position: 1 }
    ]
    expect(describeEntries(insertPromoCards(["x", "y"], placements))).toEqual(["x", "[a]", "[b]", "y"])
  })

  it("keeps every car in order and places each promo at its position when the list reaches it", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.array(fc.record({ promo: promoNodeArbitrary, position: fc.integer({ min: 0, max: 40 }) }), { maxLength: 4 }),
        (cards, placements) => {
          const entries = insertPromoCards(cards, placements)
          const carsOut = entries.flatMap((entry) => (entry.kind === "card" ? [entry.card] : []))
          expect(carsOut).toEqual(cards)
          const positions = new Set(placements.map((placement) => placement.position))
          if (positions.size === placements.length) {
            entries.forEach((entry, index) => {
              if (entry.kind === "promo" && index < cards.length) {
                expect(placements.some((p) => p.promo === entry.promo && p.position === index)).toBe(true)
              }
            })
          }
          expect(entries.length).toBeLessThanOrEqual(cards.length + placements.length)
        }
      ),
      { numRuns: 1000 }
    )
  })
})

describe("listingWithPromos", () => {
  it("places only the promos that show at now", () => {
    const promos = [promo("we-want-your-car", 0), { ...promo("eofy-sale", 0), expiry: "2025-06-15T16:00:00+10:00" }]
    const entries = listingWithPromos(page, promos, {
      now: new Date("2025-07-01T00:00:00Z"),
      roll: 0.2,
      settings: { promo_slot_positions: [8, 17], promo_random_offset_max: 0 }
    })
    expect(describeEntries(entries).filter((text) => text.startsWith("["))).toEqual(["[we-want-your-car]"])
    expect(describeEntries(entries)[8]).toBe("[we-want-your-car]")
  })
})
