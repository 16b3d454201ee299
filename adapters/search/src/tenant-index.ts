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
import { CodeRows } from "./code-rows.ts"
import { FacetDictionary } from "./facet-dictionary.ts"
import { MultiFacetColumn, SingleFacetColumn, type FacetColumn } from "./facet-column.ts"
import { NumericColumn } from "./numeric-column.ts"
import { ScratchBits } from "./scratch-bits.ts"
import { SingleFacetCounts } from "./single-facet-counts.ts"
import { SlotGroups } from "./slot-groups.ts"
import { compareByKeys, sortByKeys, type SortKey } from "./sort-keys.ts"
import { SortOrder } from "./sort-order.ts"
import { TextIndex } from "./text-index.ts"
import { VisibilityState } from "./visibility-state.ts"

const MULTI_VALUED: ReadonlyArray<FacetName> = ["categories", "filtered_features"]
/** The facets kept in the code rows, in row order. */
export const SINGLE_VALUED: ReadonlyArray<FacetName> = RESULT_FACETS.filter((name) => !MULTI_VALUED.includes(name))

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
  /** The single-valued facets' codes, a row per slot. */
  readonly codeRows: CodeRows
  /** The buffer each query counts the single-valued facets in. */
  readonly singleCounts: SingleFacetCounts
  /** The buffers each query works in. */
  readonly scratch = new ScratchBits()
  readonly numbers: Readonly<Record<RangeFilter, NumericColumn>>
  rank: Float64Array
  created: Float64Array
  price: Float64Array
  /** Lowest Price's key (`lowestPriceKey`): cars without a listed price sort after priced ones. */
  lowestPrice: Float64Array
  carId: Float64Array
  locationId: Float64Array
  dealershipId: Float64Array
  /** The slots at each location and at each dealership, for the location filters. */
  readonly atLocation = new SlotGroups()
  readonly atDealership = new SlotGroups()
  readonly text = new TextIndex()
  readonly orders: Readonly<Record<SortBy, SortOrder>>
  /** Each order's keys, most significant first; the car id last makes every order total. */
  private readonly orderKeys: Readonly<Record<SortBy, ReadonlyArray<SortKey>>>
  readonly visibility: VisibilityState
  private readonly slotOf = new Map<number, number>()
  private readonly free: number[] = []

  constructor(capacity = 1024) {
    this.capacity = capacity
    this.live = new Uint32Array(wordsFor(capacity))
    this.positivePrice = new Uint32Array(wordsFor(capacity))
    this.codeRows = new CodeRows(SINGLE_VALUED.length, capacity)
    this.facets = Object.fromEntries(
      RESULT_FACETS.map((name) => {
        const dictionary = new FacetDictionary(compareFacetValues(name))
        const column = MULTI_VALUED.includes(name)
          ? new MultiFacetColumn(dictionary, capacity)
          : new SingleFacetColumn(dictionary, this.codeRows, SINGLE_VALUED.indexOf(name))
        return [name, column]
      })
    ) as unknown as Record<FacetName, FacetColumn>
    const singles = SINGLE_VALUED.map((name) => this.facets[name] as SingleFacetColumn)
    this.singleCounts = new SingleFacetCounts(singles, this.codeRows)
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
    const byId: SortKey = { column: () => this.carId, descending: false }
    const newest: SortKey = { column: () => this.created, descending: true }
    this.orderKeys = {
      relevance: [{ column: () => this.rank, descending: true }, newest, byId],
      latest: [newest, byId],
      price_desc: [{ column: () => this.price, descending: true }, byId],
      price_asc: [{ column: () => this.lowestPrice, descending: false }, byId]
    }
    const order = (name: SortBy) => new SortOrder(compareByKeys(this.orderKeys[name]))
    this.orders = {
      relevance: order("relevance"),
      latest: order("latest"),
      price_desc: order("price_desc"),
      price_asc: order("price_asc")
    }
    this.visibility = new VisibilityState(capacity)
  }

  /**
   * An index over these cars, built in one pass, then each sort order sorted once by typed keys
   * and the text index's stock numbers and VINs once by term.
   * The visibility state evaluates every car on the first search, so the build marks none changed.
   */
  static build(cars: ReadonlyArray<Car>): TenantIndex {
    const index = new TenantIndex(Math.max(1024, cars.length))
    for (const car of cars) {
      index.removeById(car.id)
      index.write(car, false)
    }
    const slots = index.liveSlots()
    for (const name of Object.keys(index.orders) as SortBy[])
      index.orders[name].replace(sortByKeys(slots, index.orderKeys[name]))
    for (const column of Object.values(index.numbers)) column.rebuild(slots)
    for (const column of Object.values(index.facets)) column.trim()
    index.atLocation.trim()
    index.atDealership.trim()
    index.text.settle()
    return index
  }

  /** The slots holding a car, ascending. */
  private liveSlots(): Int32Array {
    const slots = new Int32Array(this.slotOf.size)
    let count = 0
    for (let slot = 0; slot < this.size; slot++) if (this.cars[slot] !== undefined) slots[count++] = slot
    return slots
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
    this.atLocation.remove(this.locationId[slot]!, slot)
    this.atDealership.remove(this.dealershipId[slot]!, slot)
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
      this.visibility.markChanged(slot)
    }
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
    if (doc.locationId !== null) this.atLocation.add(doc.locationId, slot)
    if (doc.dealershipId !== null) this.atDealership.add(doc.dealershipId, slot)
    if (doc.hasPositivePrice) setBit(this.positivePrice, slot)
    else clearBit(this.positivePrice, slot)
  }

  private grow(capacity: number): void {
    this.capacity = capacity
    this.live = resized(this.live, wordsFor(capacity))
    this.positivePrice = resized(this.positivePrice, wordsFor(capacity))
    this.codeRows.grow(capacity)
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
