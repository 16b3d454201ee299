import type { Tenant } from "@dealer/core"
import { visibilityFlipTimes as flipTimes } from "@dealer/core/search"
import { isVisibleInSearch, visibilityContextOf, type Car } from "@dealer/core/stock"
import { clearBit, resized, setBit, wordsFor, type Bits } from "./bitset.ts"

// A daylight-saving change can move a flip by an hour from the computed moment.
const MARGIN_MS = 2 * 3_600_000

/**
 * Which slots the tenant's visibility rule (`isVisibleInSearch`, core) lets a search see at a
 * moment. The rule is evaluated for every car once per tenant configuration; after that, a new
 * `now` re-evaluates only the cars whose flip time lies between the previous moment and this one,
 * and a changed car is re-evaluated on the next search. The answer is always the rule's own.
 */
export class VisibilityState {
  private bits: Bits
  private key: string | null = null
  private at = Number.NaN
  private times: number[] = []
  private slots: number[] = []
  private readonly changed = new Set<number>()

  constructor(capacity: number) {
    this.bits = new Uint32Array(wordsFor(capacity))
  }

  grow(capacity: number): void {
    this.bits = resized(this.bits, wordsFor(capacity))
  }

  /** A car was added, updated or removed at this slot. */
  markChanged(slot: number): void {
    this.changed.add(slot)
  }

  /** The visible slots for this tenant at `now`; the set is owned by this object, so do not modify it. */
  current(cars: ReadonlyArray<Car | undefined>, size: number, tenant: Tenant, now: Date): Bits {
    const context = visibilityContextOf(tenant, now)
    const key = JSON.stringify({ ...context, now: null })
    const moment = now.getTime()
    if (key !== this.key || this.times.length > 4 * size + 1024) {
      this.rebuild(cars, size, context)
      this.key = key
    } else {
      if (moment !== this.at) this.revisitWindow(cars, context, Math.min(this.at, moment), Math.max(this.at, moment))
      for (const slot of this.changed) {
        this.evaluate(cars[slot], slot, context)
        for (const time of cars[slot] ? flipTimes(cars[slot], context.includeSoldCarsDays) : [])
          this.addFlip(time, slot)
      }
    }
    this.changed.clear()
    this.at = moment
    return this.bits
  }

  private rebuild(cars: ReadonlyArray<Car | undefined>, size: number, context: ReturnType<typeof visibilityContextOf>) {
    this.bits.fill(0)
    const flips: Array<readonly [number, number]> = []
    for (let slot = 0; slot < size; slot++) {
      const car = cars[slot]
      this.evaluate(car, slot, context)
      if (car) for (const time of flipTimes(car, context.includeSoldCarsDays)) flips.push([time, slot])
    }
    flips.sort((a, b) => a[0] - b[0])
    this.times = flips.map(([time]) => time)
    this.slots = flips.map(([, slot]) => slot)
  }

  private revisitWindow(
    cars: ReadonlyArray<Car | undefined>,
    context: ReturnType<typeof visibilityContextOf>,
    from: number,
    to: number
  ) {
    for (
      let at = this.lowerBound(from - MARGIN_MS);
      at < this.times.length && this.times[at]! <= to + MARGIN_MS;
      at++
    ) {
      const slot = this.slots[at]!
      this.evaluate(cars[slot], slot, context)
    }
  }

  private evaluate(car: Car | undefined, slot: number, context: ReturnType<typeof visibilityContextOf>) {
    if (car && isVisibleInSearch(car, context)) setBit(this.bits, slot)
    else clearBit(this.bits, slot)
  }

  private addFlip(time: number, slot: number) {
    const at = this.lowerBound(time)
    this.times.splice(at, 0, time)
    this.slots.splice(at, 0, slot)
  }

  private lowerBound(time: number): number {
    let low = 0
    let high = this.times.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (this.times[mid]! < time) low = mid + 1
      else high = mid
    }
    return low
  }
}
