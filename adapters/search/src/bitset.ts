/** A set of document slots, one bit each, 32 to a word. */
export type Bits = Uint32Array

/** Words needed for `slots` bits. */
export const wordsFor = (slots: number): number => (slots + 31) >>> 5

export function setBit(bits: Bits, slot: number): void {
  bits[slot >>> 5]! |= 1 << (slot & 31)
}

export function clearBit(bits: Bits, slot: number): void {
  bits[slot >>> 5]! &= ~(1 << (slot & 31))
}

export function hasBit(bits: Bits, slot: number): boolean {
  return ((bits[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0
}

/** `target &= other` over `words` words. */
export function andInto(target: Bits, other: Bits, words: number): void {
  for (let w = 0; w < words; w++) target[w]! &= other[w] ?? 0
}

/** A new set of the slots in both. */
export function and(a: Bits, b: Bits, words: number): Bits {
  const out = new Uint32Array(words)
  for (let w = 0; w < words; w++) out[w] = (a[w] ?? 0) & (b[w] ?? 0)
  return out
}

/** `target |= other` over `words` words. */
export function orInto(target: Bits, other: Bits, words: number): void {
  for (let w = 0; w < words; w++) target[w]! |= other[w] ?? 0
}

/** Bits set in a 32-bit word (SWAR popcount). */
export function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number
}

export function popcount(bits: Bits, words: number): number {
  let count = 0
  for (let w = 0; w < words; w++) count += popcount32(bits[w] ?? 0)
  return count
}

/** How many slots are in both sets, without building the intersection. */
export function popcountAnd(a: Bits, b: Bits, words: number): number {
  let count = 0
  for (let w = 0; w < words; w++) count += popcount32((a[w] ?? 0) & (b[w] ?? 0))
  return count
}

/** Writes the set slots, ascending, into `out` and returns how many there are. */
export function collectSlots(bits: Bits, words: number, out: Int32Array): number {
  let count = 0
  for (let w = 0; w < words; w++) {
    let word = bits[w] ?? 0
    const base = w << 5
    while (word !== 0) {
      const lowest = word & -word
      out[count++] = base + 31 - Math.clz32(lowest)
      word ^= lowest
    }
  }
  return count
}

/** A copy of `bits` with room for `words` words. */
export function resized(bits: Bits, words: number): Bits {
  const out = new Uint32Array(words)
  out.set(bits.subarray(0, Math.min(bits.length, words)))
  return out
}
