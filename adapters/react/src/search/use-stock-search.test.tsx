import { emptyStockQuery, type StockQuery, type StockResult } from "@dealer/core/search"
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { SearchStory, storyPath } from "./search-story-page.tsx"
import { storySearch } from "./search-story-stock.ts"
import type { StockSearchHookApi } from "./use-stock-search.ts"

beforeEach(() => void vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

interface Call {
  readonly query: StockQuery
  readonly resolve: (result: StockResult) => void
  readonly reject: (error: Error) => void
}

/** A search page whose searches wait until the test answers them, and whose address moves are recorded. */
function renderSearch(query: StockQuery = emptyStockQuery, pageSize?: number) {
  const calls: Call[] = []
  const moves: Array<readonly [string, boolean]> = []
  const search = (asked: StockQuery) =>
    new Promise<StockResult>((resolve, reject) => calls.push({ query: asked, resolve, reject }))
  render(
    <SearchStory
      query={query}
      search={search}
      navigate={(href, { replace }) => moves.push([href, replace])}
      {...(pageSize === undefined ? {} : { pageSize })}
    />
  )
  return { calls, moves }
}

const results = () => screen.getByRole("region", { name: "New, Used and Demo Cars" })
const cardTitles = () =>
  within(results())
    .queryAllByRole("heading")
    .map((heading) => heading.textContent)
const settle = () => act(() => vi.advanceTimersByTimeAsync(0))
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe("useStockSearch", () => {
  it("starts with the server's answer and asks for nothing", () => {
    const { calls, moves } = renderSearch()
    expect(cardTitles()).toHaveLength(8)
    expect(screen.getByRole("button", { name: "Show Me 8 cars" })).toBeTruthy()
    expect(results().getAttribute("aria-busy")).toBe("false")
    expect(calls).toEqual([])
    expect(moves).toEqual([])
  })

  it("waits 300 ms after the last keystroke, then searches; the address follows with one history entry", async () => {
    const { calls, moves } = renderSearch()
    const box = screen.getByRole("searchbox", { name: "Search cars" })
    act(() => fireEvent.change(box, { target: { value: "ki" } }))
    await wait(200)
    act(() => fireEvent.change(box, { target: { value: "kia" } }))
    await wait(299)
    expect(calls).toEqual([])
    expect(results().getAttribute("aria-busy")).toBe("true")
    await wait(1)
    expect(calls.map((call) => call.query.query)).toEqual(["kia"])
    expect(moves).toEqual([
      [`${storyPath}?query=ki`, false],
      [`${storyPath}?query=kia`, true]
    ])
    await act(async () => calls[0]?.resolve(storySearch(calls[0].query)))
    expect(cardTitles()).toEqual(["2024 Kia Sportage", "2018 Kia Cerato"])
    expect(results().getAttribute("aria-busy")).toBe("false")
  })

  it("searches at once when a facet is ticked, dropping the page, by the facet's value", async () => {
    const { calls, moves } = renderSearch({ ...emptyStockQuery, page: 2 }, 3)
    expect(screen.getByRole("navigation", { name: "Page 2 of 3" })).toBeTruthy()
    const used = screen.getByRole("checkbox", { name: "Used (5)" })
    act(() => fireEvent.click(used))
    await settle()
    expect(calls.map((call) => [call.query.filters.car_type, call.query.page])).toEqual([[["used"], 1]])
    expect((used as HTMLInputElement).checked).toBe(true)
    expect(moves).toEqual([[`${storyPath}?car_type=used`, false]])
  })

  it("keeps the previous results when a search fails, and retries on request", async () => {
    const { calls } = renderSearch()
    act(() => fireEvent.click(screen.getByRole("checkbox", { name: "Mazda (2)" })))
    await settle()
    await act(async () => calls[0]?.reject(new Error("Search service unavailable")))
    expect(screen.getByRole("alert").textContent).toContain("Search service unavailable")
    expect(cardTitles()).toHaveLength(8)
    act(() => fireEvent.click(screen.getByRole("button", { name: "Try again" })))
    await settle()
    expect(calls).toHaveLength(2)
    expect(results().getAttribute("aria-busy")).toBe("true")
    expect(screen.queryByRole("alert")).toBeNull()
    await act(async () => calls[1]?.resolve(storySearch(calls[1].query)))
    expect(cardTitles()).toEqual(["2023 Mazda CX-5", "2019 Mazda BT-50"])
  })

  it("never lets a stale answer overwrite a newer one", async () => {
    const { calls } = renderSearch()
    act(() => fireEvent.click(screen.getByRole("checkbox", { name: "Kia (2)" })))
    await settle()
    act(() => fireEvent.click(screen.getByRole("checkbox", { name: "Hyundai (1)" })))
    await settle()
    expect(calls.map((call) => call.query.filters.make)).toEqual([["Kia"], ["Kia", "Hyundai"]])
    await act(async () => calls[1]?.resolve(storySearch(calls[1].query)))
    await act(async () => calls[0]?.resolve(storySearch(calls[0].query)))
    expect(cardTitles()).toEqual(["2024 Kia Sportage", "2018 Kia Cerato", "2020 Hyundai i30"])
  })

  it("shows the empty state, whose Clear Filters goes back to the plain path", async () => {
    const { calls, moves } = renderSearch({ ...emptyStockQuery, filters: { make: ["Kia"], body: ["Ute"] } })
    expect(screen.getByRole("heading", { name: "No Results Available" })).toBeTruthy()
    act(() => fireEvent.click(screen.getByRole("button", { name: "Clear Filters" })))
    await settle()
    expect(calls.map((call) => call.query)).toEqual([emptyStockQuery])
    expect(moves).toEqual([[storyPath, false]])
  })

  it("follows an address changed by the back button without moving it again", async () => {
    let flow: StockSearchHookApi | null = null
    const moves: string[] = []
    const calls: StockQuery[] = []
    render(
      <SearchStory
        then={(search) => void (flow = search)}
        search={async (query) => (calls.push(query), storySearch(query))}
        navigate={(href) => void moves.push(href)}
      />
    )
    await act(async () => flow?.replaceQuery({ ...emptyStockQuery, sortBy: "price_asc" }))
    await settle()
    expect(calls.map((query) => query.sortBy)).toEqual(["price_asc"])
    expect(moves).toEqual([])
    expect((screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement).value).toBe("price_asc")
  })

  it("goes to the next page and changes the sort from the controls", async () => {
    const { calls, moves } = renderSearch(emptyStockQuery, 3)
    act(() => fireEvent.click(screen.getByRole("link", { name: "Next" })))
    await settle()
    act(() => fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), { target: { value: "price_desc" } }))
    await settle()
    expect(calls.map((call) => [call.query.page, call.query.sortBy])).toEqual([
      [2, "relevance"],
      [1, "price_desc"]
    ])
    expect(moves.map(([href]) => href)).toEqual([`${storyPath}?page=2`, `${storyPath}?sortBy=price_desc`])
  })
})
