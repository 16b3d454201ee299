/**
 * Where an inclusive range of values lies in slots sorted ascending by value: the positions
 * `[from, to)` of the first `length` entries of `order` whose `values[slot]` is at least `low`
 * and at most `high`. Two binary searches, so a range filter costs its matches, not a scan.
 *
 * @example
 * // values by slot: [5, 1, 3]; order by value: [1, 2, 0]
 * sortedRange(Int32Array.of(1, 2, 0), 3, Float64Array.of(5, 1, 3), 2, 5) // [1, 3]
 */
export function sortedRange(
  order: Int32Array,
  length: number,
  values: Float64Array,
  low: number,
  high: number
): readonly [from: number, to: number] {
  const from = firstPosition(order, length, (slot) => values[slot]! >= low)
  const to = firstPosition(order, length, (slot) => values[slot]! > high)
  return [from, Math.max(from, to)]
}

/** The first position whose slot satisfies `reached`, which holds from some position onwards. */
function firstPosition(order: Int32Array, length: number, reached: (slot: number) => boolean): number {
  let low = 0
  let high = length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (reached(order[mid]!)) high = mid
    else low = mid + 1
  }
  return low
}
