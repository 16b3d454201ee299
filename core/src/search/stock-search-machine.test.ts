import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise } from "xstate"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { emptyStockResult } from "./stock-result.ts"
import { SEARCH_CACHE_SIZE } from "./stock-search-cache.ts"
import { connectStockSearch } from "./stock-search-connect.ts"
import { stockSearchMachine, SEARCH_TIMEOUT_MS, type StockSearchMachineInput } from "./stock-search-machine.ts"
import { emptyStockQuery, type StockQuery } from "./stock-query.ts"
import type { StockResult } from "./stock-result.ts"

const tenant = exampleTenant()
const page = { path: "/search/new-used-and-demo-cars", tenant, now: new Date("2026-11-22T00:00:00Z") }
const texts = { searchFailed: "Search failed", searchTimedOut: "Search timed out" }
const resultWith = (total: number): StockResult => ({ ...emptyStockResult(1), hits: [exampleCar({ id: total })], total })

interface Call {
  readonly query: StockQuery
  readonly resolve: (result: StockResult) => void
  readonly reject: (error: Error) => void
}

function start(input: Partial<StockSearchMachineInput> = {}) {
  const calls: Call[] = []
  const machine = stockSearchMachine.provide({
    actors: {
      search: fromPromise(
        ({ input: query }) => new Promise<StockResult>((resolve, reject) => calls.push({ query, resolve, reject }))
      )
    }
  })
  const actor = createActor(machine, { input: { query: emptyStockQuery, result: null, texts, ...input } }).start()
  const view = () => connectStockSearch(actor.getSnapshot(), actor.send, page)
  return { actor, calls, view }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe("stock search flow", () => {
  it("starts with the server's answer and no request", () => {
    const { calls, view } = start({ result: resultWith(5) })
    expect(view()).toMatchObject({ loading: false, error: null })
    expect(view().listing?.countText).toContain("5")
    expect(calls).toHaveLength(0)
  })

  it("waits 300 ms after the last keystroke before searching, and drops the page", async () => {
    const { actor, calls, view } = start({ query: { ...emptyStockQuery, page: 3 }, result: resultWith(5) })
    actor.send({ type: "TEXT_CHANGED", text: "hil" })
    await vi.advanceTimersByTimeAsync(200)
    actor.send({ type: "TEXT_CHANGED", text: "hilux" })
    await vi.advanceTimersByTimeAsync(299)
    expect(calls).toHaveLength(0)
    expect(view().loading).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.map((call) => call.query.query)).toEqual(["hilux"])
    expect(calls[0]?.query.page).toBe(1)
  })

  it("waits 400 ms for a slider", async () => {
    const { actor, calls } = start()
    actor.send({ type: "RANGE_CHANGED", name: "price", range: { min: 10000, max: null } })
    await vi.advanceTimersByTimeAsync(399)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls[0]?.query.ranges.price).toEqual({ min: 10000, max: null })
  })

  it("keeps the previous results while loading and after an error, then recovers on retry", async () => {
    const { actor, calls, view } = start({ result: resultWith(5) })
    actor.send({ type: "FACET_TOGGLED", facet: "make", value: "Kia" })
    expect(view()).toMatchObject({ loading: true })
    expect(view().listing?.countText).toContain("5")
    calls[0]?.reject(new Error("Search service unavailable"))
    await flush()
    expect(view()).toMatchObject({ loading: false, error: "Search service unavailable" })
    expect(view().listing?.countText).toContain("5")
    view().retry()
    calls[1]?.resolve(resultWith(2))
    await flush()
    expect(view()).toMatchObject({ loading: false, error: null })
    expect(view().listing?.countText).toContain("2")
  })

  it("never lets a stale answer overwrite a newer one", async () => {
    const { actor, calls, view } = start()
    actor.send({ type: "FACET_TOGGLED", facet: "make", value: "Kia" })
    actor.send({ type: "FACET_TOGGLED", facet: "make", value: "Mazda" })
    calls[1]?.resolve(resultWith(7))
    await flush()
    calls[0]?.resolve(resultWith(99))
    await flush()
    expect(view().listing?.countText).toContain("7")
    expect(view().query.filters.make).toEqual(["Kia", "Mazda"])
  })

  it("answers a repeated query from the cache, keeping the last 10", async () => {
    const { actor, calls, view } = start()
    const kia = () => actor.send({ type: "FACET_TOGGLED", facet: "make", value: "Kia" })
    kia()
    calls[0]?.resolve(resultWith(3))
    await flush()
    kia()
    calls[1]?.resolve(resultWith(10))
    await flush()
    kia()
    expect(calls).toHaveLength(2)
    expect(view()).toMatchObject({ loading: false })
    expect(view().listing?.countText).toContain("3")
    expect(actor.getSnapshot().context.cache.length).toBeLessThanOrEqual(SEARCH_CACHE_SIZE)
  })

  it("gives up after the timeout with the timeout text, keeping the results", async () => {
    const { actor, view } = start({ result: resultWith(5) })
    actor.send({ type: "SORT_CHANGED", sortBy: "price_asc" })
    await vi.advanceTimersByTimeAsync(SEARCH_TIMEOUT_MS)
    expect(view()).toMatchObject({ loading: false, error: "Search timed out" })
    expect(view().listing?.countText).toContain("5")
  })

  it("goes to another page without dropping the filters, and exposes the URL", async () => {
    const { actor, calls, view } = start({ query: { ...emptyStockQuery, filters: { make: ["Kia"] } } })
    view().goToPage(2)
    expect(calls[0]?.query).toMatchObject({ page: 2, filters: { make: ["Kia"] } })
    expect(view().href).toBe("/search/new-used-and-demo-cars?make=Kia&page=2")
  })
})
