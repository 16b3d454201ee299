import { describe, expect, it } from "vitest"
import type { SnapshotFrom } from "xstate"
import { getShortestPaths, getStateNodes } from "xstate/graph"
import type { Car } from "../stock/car.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { exampleTenant } from "../testing/examples.ts"
import { connectStockSearch } from "./stock-search-connect.ts"
import { stockSearchMachine, type StockSearchEvent, type StockSearchMachineInput } from "./stock-search-machine.ts"
import { emptyStockQuery } from "./stock-query.ts"
import { emptyStockResult, type StockResult } from "./stock-result.ts"

type Snapshot = SnapshotFrom<typeof stockSearchMachine>

const page = { path: "/search/new-used-and-demo-cars", tenant: exampleTenant(), now: new Date("2026-11-22T00:00:00Z") }
const noSend = () => undefined

const hilux: Car = {
  id: 41,
  slug: "2023-toyota-hilux-41",
  year: 2023,
  make: "Toyota",
  model: "Hilux",
  car_type: "used",
  status: "in_stock",
  price: 48_990,
  km: 21_300,
  created_at: "2026-10-01T00:00:00Z"
}
const found: StockResult = { ...emptyStockResult(1), hits: [hilux], total: 1 }

// The invoke has no id of its own, so XState names it by its index and state.
const SEARCH_ACTOR = "0.stockSearch.loading"

// Passing events turns off the automatic ones: the delays and the actor's answers are listed too.
const events = [
  { type: "TEXT_CHANGED", text: "hilux" },
  { type: "RANGE_CHANGED", name: "price", range: { min: 10_000, max: 40_000 } },
  { type: "FACET_TOGGLED", facet: "make", value: "Toyota" },
  { type: "SORT_CHANGED", sortBy: "price_asc" },
  { type: "PAGE_CHANGED", page: 2 },
  { type: "QUERY_REPLACED", query: emptyStockQuery },
  { type: "RETRY" },
  { type: "xstate.after.textDebounce.stockSearch.typing" },
  { type: "xstate.after.sliderDebounce.stockSearch.sliding" },
  { type: "xstate.after.searchTimeout.stockSearch.loading" },
  { type: `xstate.done.actor.${SEARCH_ACTOR}`, output: found },
  { type: `xstate.error.actor.${SEARCH_ACTOR}`, error: new Error("Search service unavailable") }
] as ReadonlyArray<StockSearchEvent>

/** States the machine passes through without resting: they only choose where to go. */
const TRANSIENT = ["searching", "starting"]

function reachable(input: StockSearchMachineInput): Map<string, Snapshot> {
  const paths = getShortestPaths(stockSearchMachine, {
    input,
    events,
    // The cache would multiply the states; what the page shows is enough.
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.query,
        snapshot.context.result?.total ?? null,
        snapshot.context.error
      ])
  })
  const reached = new Map<string, Snapshot>()
  // Shortest first, so each state is shown as the fewest steps leave it.
  for (const path of [...paths].sort((a, b) => a.steps.length - b.steps.length)) {
    const label = [String(path.state.value), path.state.context.result ? "data" : null, path.state.context.error]
      .filter((part) => part !== null)
      .join("@")
    if (!reached.has(label)) reached.set(label, path.state)
  }
  return reached
}

function at(reached: Map<string, Snapshot>, label: string) {
  const snapshot = reached.get(label)
  if (!snapshot) throw new Error(`${label} is not reachable; reached ${[...reached.keys()].join(", ")}`)
  return connectStockSearch(snapshot, noSend, page)
}

describe("stock search paths", () => {
  const texts = { searchFailed: defaultTexts.searchFailed, searchTimedOut: defaultTexts.searchTimedOut }
  const reached = reachable({ query: emptyStockQuery, result: null, texts })

  it("reaches every resting state from a page rendered without results", () => {
    const atomic = getStateNodes(stockSearchMachine.root)
      .filter((node) => node.type === "atomic")
      .map((node) => node.key)
    const transient = getStateNodes(stockSearchMachine.root)
      .filter((node) => node.always !== undefined && node.always.length > 0)
      .map((node) => node.key)
    expect(transient.sort()).toEqual(TRANSIENT)
    const resting = [...new Set([...reached.values()].map((snapshot) => String(snapshot.value)))].sort()
    expect(resting).toEqual(atomic.filter((key) => !TRANSIENT.includes(key)).sort())
    expect(resting).toEqual(["hasData", "hasError", "idle", "loading", "sliding", "typing"])
  })

  it("shows nothing and waits while idle", () => {
    expect(at(reached, "idle")).toMatchObject({ listing: null, loading: false, error: null, href: page.path })
  })

  it("shows the pending search while the shopper types or drags, before any request", () => {
    expect(at(reached, "typing")).toMatchObject({ loading: true, error: null, listing: null })
    expect(at(reached, "typing").query.query).toBe("hilux")
    expect(at(reached, "typing").href).toBe(`${page.path}?query=hilux`)
    expect(at(reached, "sliding")).toMatchObject({ loading: true, error: null })
    expect(at(reached, "sliding").query.ranges.price).toEqual({ min: 10_000, max: 40_000 })
  })

  it("shows loading, then the answer as a listing", () => {
    expect(at(reached, "loading")).toMatchObject({ loading: true, error: null, listing: null })
    const data = at(reached, "hasData@data")
    expect(data).toMatchObject({ loading: false, error: null })
    expect(data.listing?.countText).toBe("Show Me 1 car")
    expect(data.listing?.cards.map((card) => card.title)).toEqual(["2023 Toyota Hilux"])
  })

  it("keeps the previous listing while loading again and after a failure", () => {
    expect(at(reached, "loading@data")).toMatchObject({ loading: true, error: null })
    expect(at(reached, "loading@data").listing?.countText).toBe("Show Me 1 car")
    const failed = at(reached, "hasError@data@Search service unavailable")
    expect(failed).toMatchObject({ loading: false, error: "Search service unavailable" })
    expect(failed.listing?.countText).toBe("Show Me 1 car")
  })

  it("leaves loading by itself with the timeout text", () => {
    expect(at(reached, "hasError@The search is taking too long. Please try again.")).toMatchObject({
      loading: false,
      listing: null,
      error: "The search is taking too long. Please try again."
    })
  })

  it("starts with the server's answer when the page was rendered with one", () => {
    const withData = reachable({ query: emptyStockQuery, result: found, texts })
    expect([...withData.keys()]).not.toContain("idle")
    expect(at(withData, "hasData@data")).toMatchObject({ loading: false, error: null })
  })
})
