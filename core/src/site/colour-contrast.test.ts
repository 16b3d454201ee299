import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { contrastRatio, formatContrast, relativeLuminance } from "./colour-contrast.ts"

const hexColour = fc
  .tuple(fc.nat({ max: 255 }), fc.nat({ max: 255 }), fc.nat({ max: 255 }))
  .map((bytes) => `#${bytes.map((byte) => byte.toString(16).padStart(2, "0")).join("")}`)

describe("relative luminance and contrast (WCAG 2.x)", () => {
  it("gives black 0, white 1 and the published figures of known colours", () => {
    expect(relativeLuminance("#000000")).toBe(0)
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10)
    // The mid grey #777777 on white is the classic near miss: 4.48:1.
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2)
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2)
    expect(contrastRatio("#ffffff", "#ffcc00")).toBeCloseTo(1.51, 2)
    expect(relativeLuminance("#FF0000")).toBeCloseTo(0.2126, 4)
  })

  it("is 21:1 for black on white and 1:1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBe(21)
    fc.assert(
      fc.property(hexColour, (colour) => {
        expect(contrastRatio(colour, colour)).toBe(1)
      }),
      { numRuns: 1000 }
    )
  })

  it("lies between 1 and 21 and does not depend on which colour is the text", () => {
    fc.assert(
      fc.property(hexColour, hexColour, (a, b) => {
        const ratio = contrastRatio(a, b)
        expect(ratio).toBeGreaterThanOrEqual(1)
        expect(ratio).toBeLessThanOrEqual(21)
        expect(contrastRatio(b, a)).toBe(ratio)
      }),
      { numRuns: 1000 }
    )
  })

  it("grows as the text gets darker on white", () => {
    fc.assert(
      fc.property(fc.nat({ max: 254 }), (grey) => {
        const hex = (value: number) => `#${value.toString(16).padStart(2, "0").repeat(3)}`
        expect(contrastRatio(hex(grey), "#ffffff")).toBeGreaterThan(contrastRatio(hex(grey + 1), "#ffffff"))
      }),
      { numRuns: 255 }
    )
  })

  it("refuses a colour that is not #rrggbb", () => {
    expect(() => relativeLuminance("blue")).toThrow(/#rrggbb/)
  })

  it("writes a ratio cut to one decimal, never rounded up to a bar it misses", () => {
    expect(formatContrast(4.49)).toBe("4.4:1")
    expect(formatContrast(4.5)).toBe("4.5:1")
    expect(formatContrast(21)).toBe("21:1")
    expect(formatContrast(2.3)).toBe("2.3:1")
    fc.assert(
      fc.property(fc.double({ min: 1, max: 21, noNaN: true }), (ratio) => {
        const written = Number(formatContrast(ratio).replace(":1", ""))
        // Within floating point's last digits of the ratio, never above it.
        expect(written).toBeLessThanOrEqual(ratio + 1e-9)
        expect(ratio - written).toBeLessThan(0.1)
      }),
      { numRuns: 1000 }
    )
  })
})
