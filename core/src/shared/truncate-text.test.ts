import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { blogCardText } from "../models/blog-card.ts"
import { truncateText } from "./truncate-text.ts"

describe("truncateText", () => {
  it("leaves a text within the limit as it is", () => {
    expect(truncateText("Omoda 5", 75)).toBe("Omoda 5")
    expect(truncateText("x".repeat(75), 75)).toBe("x".repeat(75))
  })

  it("cuts a longer text at the limit, drops whitespace at the cut and adds three full stops", () => {
    expect(truncateText("x".repeat(76), 75)).toBe(`${"x".repeat(75)}...`)
    expect(truncateText("Haggle-free drive-away pricing", 12)).toBe("Haggle-free...")
  })

  it("never splits an emoji", () => {
    expect(truncateText("🚗🚙🚕", 2)).toBe("🚗🚙...")
  })

  it("refuses a negative or fractional limit", () => {
    expect(() => truncateText("abc", -1)).toThrow(RangeError)
    expect(() => truncateText("abc", 1.5)).toThrow(RangeError)
  })

  it("keeps at most the limit's characters of the text, as a prefix of it", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.nat({ max: 120 }), (text, limit) => {
        const cut = truncateText(text, limit)
        if (Array.from(text).length <= limit) {
          expect(cut).toBe(text)
        } else {
          expect(cut.endsWith("...")).toBe(true)
          const kept = cut.slice(0, -3)
          expect(text.startsWith(kept)).toBe(true)
          expect(Array.from(kept).length).toBeLessThanOrEqual(limit)
        }
      }),
      { numRuns: 1000 }
    )
  })
})

describe("blogCardText", () => {
  it("cuts the title at 80 characters and the description at 100", () => {
    const card = blogCardText({ title: "t".repeat(81), description: "d".repeat(101) })
    expect(card.title).toBe(`${"t".repeat(80)}...`)
    expect(card.description).toBe(`${"d".repeat(100)}...`)
    expect(blogCardText({ title: "t".repeat(80), description: "d".repeat(100) })).toEqual({
      title: "t".repeat(80),
      description: "d".repeat(100)
    })
  })

  it("reads a missing description as empty", () => {
    expect(blogCardText({ title: "EOFY sale", description: null })).toEqual({ title: "EOFY sale", description: "" })
  })
})
