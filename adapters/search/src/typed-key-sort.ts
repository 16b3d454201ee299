/**
 * Stable sorts of slot lists by a number per slot, in linear time and without a comparator call
 * per comparison: each key becomes two 32-bit words that order like the number (its IEEE bits,
 * the sign flipped so negatives come first), then a least-significant-digit radix sort, 16 bits
 * a pass, moves the slots. `-0` sorts as `0`; `NaN` sorts last in either direction.
 */

const DIGITS = 1 << 16
// Which 32-bit half of a float64 holds the sign and exponent depends on the byte order.
const HIGH = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1 ? 1 : 0
const LOW = 1 - HIGH

/** The slots ordered by `key[slot]`, ascending or descending; equal keys keep their input order. */
export function sortSlotsByKey(slots: Int32Array, key: Float64Array, descending = false): Int32Array {
  const n = slots.length
  let high = new Uint32Array(n)
  let low = new Uint32Array(n)
  const float = new Float64Array(1)
  const halves = new Uint32Array(float.buffer)
  for (let i = 0; i < n; i++) {
    const value = key[slots[i]!]!
    if (value !== value) {
      high[i] = 0xffffffff
      low[i] = 0xffffffff
      continue
    }
    float[0] = value + 0 // -0 + 0 is 0
    let h = halves[HIGH]!
    let l = halves[LOW]!
    if (h & 0x80000000) {
      h = ~h
      l = ~l
    } else h |= 0x80000000
    if (descending) {
      h = ~h
      l = ~l
    }
    // No number's words are all ones (that would be a NaN), so NaN stays last.
    high[i] = h >>> 0
    low[i] = l >>> 0
  }
  let order = Int32Array.from(slots)
  let nextOrder = new Int32Array(n)
  let nextHigh = new Uint32Array(n)
  let nextLow = new Uint32Array(n)
  const counts = new Int32Array(DIGITS)
  for (const [fromHigh, shift] of [
    [false, 0],
    [false, 16],
    [true, 0],
    [true, 16]
  ] as const) {
    const words = fromHigh ? high : low
    counts.fill(0)
    for (let i = 0; i < n; i++) counts[(words[i]! >>> shift) & 0xffff]!++
    // A pass where every key has the same digit would move nothing.
    if (n === 0 || counts[(words[0]! >>> shift) & 0xffff] === n) continue
    let total = 0
    for (let digit = 0; digit < DIGITS; digit++) {
      const count = counts[digit]!
      counts[digit] = total
      total += count
    }
    for (let i = 0; i < n; i++) {
      const at = counts[(words[i]! >>> shift) & 0xffff]!++
      nextOrder[at] = order[i]!
      nextHigh[at] = high[i]!
      nextLow[at] = low[i]!
    }
    ;[order, nextOrder] = [nextOrder, order]
    ;[high, nextHigh] = [nextHigh, high]
    ;[low, nextLow] = [nextLow, low]
  }
  return order
}
