import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  fieldTokens,
  identifierKey,
  MAX_QUERY_WORDS,
  normalizeSearchText,
  prefixEditDistance,
  queryWords,
  searchTokens,
  termMatch
} from "./search-text.ts"

describe("search text", () => {
  it("normalises accents, case and compatibility forms", () => {
    expect(normalizeSearchText("Škoda ÉLAN")).toBe("skoda elan")
    expect(searchTokens("ＨＩＬＵＸ sr5")).toEqual(["hilux", "sr5"])
    expect(searchTokens("GT-Line, 2.0L")).toEqual(["gt", "line", "2", "0l"])
  })

  it("files a hyphenated field under its parts and the parts run together", () => {
    expect(fieldTokens("CX-5")).toEqual(["cx", "5", "cx5"])
    expect(fieldTokens("Hilux")).toEqual(["hilux"])
    expect(identifierKey(" t-1234 ")).toBe("t1234")
  })

  it("keeps the first distinct query words only", () => {
    expect(queryWords("Hilux  SR5 hilux")).toEqual(["hilux", "sr5"])
    expect(queryWords("a b c d e f g h i j k l m n o")).toHaveLength(MAX_QUERY_WORDS)
    expect(queryWords("🚗 \u202e \u0000 !!")).toEqual([])
  })

  it("matches exactly, by prefix, and with one typo on words of five or more letters", () => {
    expect(termMatch("hilux", "hilux")).toBe(3)
    expect(termMatch("toy", "toyota")).toBe(2)
    expect(termMatch("toyta", "toyota")).toBe(1)
    expect(termMatch("hliux", "hilux")).toBe(1)
    expect(termMatch("corrol", "corolla")).toBe(1)
    expect(termMatch("toyt", "toyo")).toBe(0)
    expect(termMatch("tayota", "toyota")).toBe(1)
    expect(termMatch("mazda", "toyota")).toBe(0)
    expect(termMatch("12346", "12345")).toBe(0)
  })

  it("measures the edit distance to the closest prefix, capped at 2", () => {
    expect(prefixEditDistance("toyta", "toyota")).toBe(1)
    expect(prefixEditDistance("corol", "corolla")).toBe(0)
    expect(prefixEditDistance("abcde", "vwxyz")).toBe(2)
  })

  it("always finds a term by itself and by any of its prefixes", () => {
    const term = fc.stringMatching(/^[a-z0-9]{1,12}$/)
    fc.assert(
      fc.property(term, fc.nat(), (text, cut) => {
        expect(termMatch(text, text)).toBe(3)
        expect(termMatch(text.slice(0, 1 + (cut % text.length)), text)).toBeGreaterThanOrEqual(2)
      }),
      { numRuns: 1_000 }
    )
  })

  it("tokenises any text into non-empty words of letters and digits", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (text) => {
        for (const token of searchTokens(text)) expect(token).toMatch(/^[\p{L}\p{N}]+$/u)
      }),
      { numRuns: 1_000 }
    )
  })
})
