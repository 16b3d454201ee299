import { describe, expect, it } from "vitest"
import {
  and,
  andInto,
  clearBit,
  collectSlots,
  hasBit,
  orInto,
  popcount,
  popcountAnd,
  popcount32,
  resized,
  setBit,
  wordsFor
} from "./bitset.ts"

const bitsOf = (slots: ReadonlyArray<number>, words = 3) => {
  const bits = new Uint32Array(words)
  for (const slot of slots) setBit(bits, slot)
  return bits
}
const slotsIn = (bits: Uint32Array) => {
  const out = new Int32Array(bits.length * 32)
  return [...out.subarray(0, collectSlots(bits, bits.length, out))]
}

describe("bitsets", () => {
  it("needs a word per 32 slots, rounding up", () => {
    expect([0, 1, 31, 32, 33, 64, 65].map(wordsFor)).toEqual([0, 1, 1, 1, 2, 2, 3])
  })

  it("sets, reads and clears the slots either side of a word boundary", () => {
    const bits = bitsOf([0, 31, 32, 63, 64])
    expect([0, 1, 30, 31, 32, 33, 63, 64, 65].map((slot) => hasBit(bits, slot))).toEqual([
      true,
      false,
      false,
      true,
      true,
      false,
      true,
      true,
      false
    ])
    clearBit(bits, 31)
    clearBit(bits, 32)
    expect(slotsIn(bits)).toEqual([0, 63, 64])
    expect(hasBit(bits, 1_000)).toBe(false)
  })

  it("counts bits, the top bit of a word included", () => {
    expect([0, 1, 0x80000000, 0xffffffff, 0x0f0f0f0f].map(popcount32)).toEqual([0, 1, 1, 32, 16])
    expect(popcount(bitsOf([0, 31, 32, 95]), 3)).toBe(4)
    expect(popcount(bitsOf([0, 31, 32, 95]), 1)).toBe(2)
  })

  it("intersects and unites over the given words only", () => {
    const a = bitsOf([1, 31, 40, 70])
    const b = bitsOf([31, 40, 71])
    expect(slotsIn(and(a, b, 3))).toEqual([31, 40])
    expect(popcountAnd(a, b, 3)).toBe(2)
    expect(popcountAnd(a, b, 1)).toBe(1)
    const target = bitsOf([1, 31, 40, 70])
    andInto(target, b, 2)
    expect(slotsIn(target)).toEqual([31, 40, 70])
    const union = bitsOf([2])
    orInto(union, b, 2)
    expect(slotsIn(union)).toEqual([2, 31, 40])
  })

  it("lists the set slots ascending, from bit 0 to bit 31 of each word", () => {
    expect(slotsIn(bitsOf([95, 0, 31, 64, 33]))).toEqual([0, 31, 33, 64, 95])
    expect(slotsIn(new Uint32Array(2))).toEqual([])
  })

  it("grows or shrinks a copy, keeping the slots that fit", () => {
    const bits = bitsOf([3, 40, 90])
    expect(slotsIn(resized(bits, 5))).toEqual([3, 40, 90])
    expect(slotsIn(resized(bits, 2))).toEqual([3, 40])
  })
})
