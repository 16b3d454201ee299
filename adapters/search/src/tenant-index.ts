import {
  compareFacetValues,
  RANGE_FILTERS,
  RESULT_FACETS,
  searchDocument,
  type FacetName,
  type RangeFilter,
  type SearchDocument,
  type SortBy
} from "@dealer/core/search"
import type { Car } from "@dealer/core/stock"
import { clearBit, resized, setBit, wordsFor, type Bits } from "./bitset.ts"
import { FacetDictionary } from "./facet-dictionary.ts"
import { MultiFacetColumn, SingleFacetColumn, type FacetColumn } from "./facet-column.ts"
import { NumericColumn } from "./numeric-column.ts"
import { SortOrder, type SlotCompare } from "./sort-order.ts"
import { TextIndex } from "./text-index.ts"
import { VisibilityState } from "./visibility-state.ts"

const MULTI_VALUED: ReadonlyArray<FacetName> = ["categories", "filtered_features"]

const descending = (x: number, y: number) => (x > y ? -1 : x < y ? 1 : 0)

/**
 * One tenant's stock as columns over document slots: a code per facet value, numbers, sort keys,
 * text postings, and the sort orders kept up to date, so a query filters and counts with bitsets
 * and reads a page by walking a precomputed order. Cars are upserted and removed in place.
 */
export class TenantIndex {
  capacity: number
  /** One past the highest slot ever used. */
  size = 0
  readonly cars: Array<Car | undefined> = []
  live: Bits
  positivePrice: Bits
  readonly facets: Readonly<Record<FacetName, FacetColumn>>
  readonly numbers: Readonly<Record<RangeFilter, NumericColumn>>
  rank: Float64Array
  created: Float64Array
  price: Float64Array
  /** Lowest Price's key (`lowestPriceKey`): cars without a listed price sort after priced ones. */
  lowestPrice: Float64Array
  carId: Float64Array
  locationId: Float64Array
  dealershipId: Float64Array
  readonly text = new TextIndex()
  readonly orders: Readonly<Record<SortBy, SortOrder>>
  readonly visibility: VisibilityState
  private readonly slotOf = new Map<number, number>()
  private readonly free: number[] = []

  constructor(capacity = 1024) {
    this.capacity = capacity
    this.live = new Uint32Array(wordsFor(capacity))
    this.positivePrice = new Uint32Array(wordsFor(capacity))
    this.facets = Object.fromEntries(
      RESULT_FACETS.map((name) => {
        const dictionary = new FacetDictionary(compareFacetValues(name))
        const column = MULTI_VALUED.includes(name)
          ? new MultiFacetColumn(dictionary, capacity)
          : new SingleFacetColumn(dictionary, capacity)
        return [name, column]
      })
    ) as unknown as Record<FacetName, FacetColumn>
    this.numbers = Object.fromEntries(
      RANGE_FILTERS.map((name) => [name, new NumericColumn(capacity)])
    ) as unknown as Record<RangeFilter, NumericColumn>
    this.rank = new Float64Array(capacity)
    this.created = new Float64Array(capacity)
    this.price = new Float64Array(capacity)
    this.lowestPrice = new Float64Array(capacity)
    this.carId = new Float64Array(capacity)
    this.locationId = new Float64Array(capacity).fill(Number.NaN)
    this.dealershipId = new Float64Array(capacity).fill(Number.NaN)
    const byId: SlotCompare = (a, b) => this.carId[a]! - this.carId[b]!
    const newest: SlotCompare = (a, b) => descending(this.created[a]!, this.created[b]!)
    this.orders = {
      relevance: new SortOrder((a, b) => descending(this.rank[a]!, this.rank[b]!) || newest(a, b) || byId(a, b)),
      latest: new SortOrder((a, b) => newest(a, b) || byId(a, b)),
      price_desc: new SortOrder((a, b) => descending(this.price[a]!, this.price[b]!) || byId(a, b)),
      price_asc: new SortOrder((a, b) => -descending(this.lowestPrice[a]!, this.lowestPrice[b]!) || byId(a, b))
    }
    this.visibility = new VisibilityState(capacity)
  }

  /** An index over these cars, built in one pass with the sort orders sorted once. */
  static build(cars: ReadonlyArray<Car>): TenantIndex {
    const index = new TenantIndex(Math.max(1024, cars.length))
    for (const car of cars) {
      index.removeById(car.id)
      index.write(car, false)
    }
    const slots = [...index.slotOf.values()]
    for (const order of Object.values(index.orders)) order.rebuild(slots)
    for (const column of Object.values(index.numbers)) column.rebuild(slots)
    return index
  }

  get count(): number {
    return this.slotOf.size
  }

  /** Inserts or replaces a car by id. */
  upsert(car: Car): void {
    this.removeById(car.id)
    this.write(car, true)
  }

  /** Removes a car by id; an unknown id is ignored. */
  removeById(id: number): void {
    const slot = this.slotOf.get(id)
    if (slot === undefined) return
    const old = this.cars[slot]!
    for (const order of Object.values(this.orders)) order.remove(slot)
    for (const column of Object.values(this.numbers)) column.remove(slot)
    const doc = searchDocument(old)
    for (const name of RESULT_FACETS) this.facets[name].unassign(slot, doc.values[name])
    this.text.remove(slot, doc)
    clearBit(this.live, slot)
    this.cars[slot] = undefined
    this.slotOf.delete(id)
    this.free.push(slot)
    this.visibility.markChanged(slot)
  }

  private write(car: Car, ordered: boolean): void {
    const slot = this.free.pop() ?? this.size
    if (slot >= this.capacity) this.grow(Math.max(slot + 1, this.capacity * 2))
    this.size = Math.max(this.size, slot + 1)
    const doc = searchDocument(car)
    this.cars[slot] = car
    this.slotOf.set(car.id, slot)
    setBit(this.live, slot)
    this.writeColumns(slot, doc)
    this.text.add(slot, doc)
    if (ordered) {
      for (const order of Object.values(this.orders)) order.insert(slot)
      for (const column of Object.values(this.numbers)) column.insert(slot)
    }
    this.visibility.markChanged(slot)
  }

  private writeColumns(slot: number, doc: SearchDocument): void {
    for (const name of RESULT_FACETS) this.facets[name].assign(slot, doc.values[name])
    for (const name of RANGE_FILTERS) this.numbers[name].set(slot, doc.numbers[name])
    this.rank[slot] = doc.customRank
    this.created[slot] = doc.numbers.created_at_timestamp ?? Number.NEGATIVE_INFINITY
    this.price[slot] = doc.sortPrice
    this.lowestPrice[slot] = doc.lowestPriceKey
    this.carId[slot] = doc.id
    this.locationId[slot] = doc.locationId ?? Number.NaN
    this.dealershipId[slot] = doc.dealershipId ?? Number.NaN
    if (doc.hasPositivePrice) setBit(this.positivePrice, slot)
    else clearBit(this.positivePrice, slot)
  }

  private grow(capacity: number): void {
    this.capacity = capacity
    this.live = resized(this.live, wordsFor(capacity))
    this.positivePrice = resized(this.positivePrice, wordsFor(capacity))
    for (const column of Object.values(this.facets)) column.grow(capacity)
    for (const column of Object.values(this.numbers)) column.grow(capacity)
    const grow = (values: Float64Array, fill = 0) => {
      const grown = new Float64Array(capacity).fill(fill)
      grown.set(values)
      return grown
    }
    this.rank = grow(this.rank)
    this.created = grow(this.created)
    this.price = grow(this.price)
    this.lowestPrice = grow(this.lowestPrice)
    this.carId = grow(this.carId)
    this.locationId = grow(this.locationId, Number.NaN)
    this.dealershipId = grow(this.dealershipId, Number.NaN)
    this.visibility.grow(capacity)
  }
}
