import { describe, expect, it } from "vitest"
import { collectSlots } from "./bitset.ts"
import { SlotGroups } from "./slot-groups.ts"

const selected = (groups: SlotGroups, keys: ReadonlyArray<number>) => {
  const bits = new Uint32Array(4)
  groups.select(keys, bits)
  const out = new Int32Array(128)
  return [...out.subarray(0, collectSlots(bits, 4, out))]
}

describe("SlotGroups", () => {
  it("selects the slots of every key asked for, and none of the others", () => {
    const groups = new SlotGroups()
    for (const [key, slot] of [[1, 0], [2, 31], [1, 32], [3, 64], [2, 127], [1, 5]] as const) groups.add(key, slot)
    expect(selected(groups, [1])).toEqual([0, 5, 32])
    expect(selected(groups, [1, 2])).toEqual([0, 5, 31, 32, 127])
    expect(selected(groups, [4])).toEqual([])
    expect(selected(groups, [])).toEqual([])
    expect(groups.sizeOf(1)).toBe(3)
  })

  it("forgets a removed slot, ignores removing one it does not hold, and keeps a slot once", () => {
    const groups = new SlotGroups()
    groups.add(7, 10)
    groups.add(7, 10)
    groups.add(7, 11)
    groups.remove(7, 12)
    groups.remove(8, 10)
    groups.remove(7, 10)
    expect(selected(groups, [7])).toEqual([11])
    groups.remove(7, 11)
    expect(groups.sizeOf(7)).toBe(0)
    groups.add(7, 3)
    expect(selected(groups, [7])).toEqual([3])
  })

  it("keeps every slot through a trim, and takes more after it", () => {
    const groups = new SlotGroups()
    for (let slot = 0; slot < 100; slot++) groups.add(slot % 3, slot)
    groups.trim()
    groups.add(0, 101)
    expect(selected(groups, [0])).toEqual([...Array.from({ length: 34 }, (_, i) => i * 3), 101])
  })

  it("clears the slots of the keys given and leaves the rest of the set alone", () => {
    const groups = new SlotGroups()
    for (const [key, slot] of [[1, 0], [2, 31], [1, 32], [3, 64]] as const) groups.add(key, slot)
    const bits = Uint32Array.of(0xffffffff, 1, 1, 0)
    groups.clear([1, 4], bits)
    const out = new Int32Array(128)
    const left = [...out.subarray(0, collectSlots(bits, 4, out))]
    expect(left).toEqual([...Array.from({ length: 31 }, (_, i) => i + 1), 64])
  })
})
