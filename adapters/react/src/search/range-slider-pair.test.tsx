import type { StockQuery } from "@dealer/core/search"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { SearchStory } from "./search-story-page.tsx"
import { storySearch } from "./search-story-stock.ts"

beforeEach(() => void vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

// The story yard's prices run from $15,990 to $52,990, its kilometres from 10 to 121,700.
function renderSliders() {
  const asked: StockQuery[] = []
  render(<SearchStory search={async (query) => (asked.push(query), storySearch(query))} />)
  return { prices: () => asked.map((query) => query.ranges.price ?? null) }
}

// The price boxes offer the quick-picks, which makes them comboboxes.
const box = (name: string) =>
  screen.getByRole(name.endsWith("Price") ? "combobox" : "textbox", { name }) as HTMLInputElement
const slider = (name: string) => screen.getByRole("slider", { name })
const type = (name: string, text: string) => {
  act(() => fireEvent.change(box(name), { target: { value: text } }))
  act(() => fireEvent.blur(box(name)))
}
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe("RangeSliderPair", () => {
  it("shows labelled handles and boxes with $ and thousands separators, and kms on the km boxes", () => {
    renderSliders()
    expect(box("Minimum Price").value).toBe("$15,990")
    expect(box("Maximum Price").value).toBe("$52,990")
    expect(slider("Minimum Price").getAttribute("aria-valuetext")).toBe("$15,990")
    expect(box("Minimum Kilometres").value).toBe("10 kms")
    expect(box("Maximum Kilometres").value).toBe("121,700 kms")
    expect(box("Minimum Year").value).toBe("2018")
  })

  it("ignores a typed value outside the facet range", async () => {
    const { prices } = renderSliders()
    type("Minimum Price", "$12,400")
    type("Maximum Price", "900000")
    type("Minimum Price", "lots")
    await wait(1000)
    expect(box("Minimum Price").value).toBe("$15,990")
    expect(box("Maximum Price").value).toBe("$52,990")
    expect(prices()).toEqual([])
  })

  it("applies a typed value rounded to the nearest 1000 after the 400 ms slider wait", async () => {
    const { prices } = renderSliders()
    type("Minimum Price", "$24,400")
    expect(slider("Minimum Price").getAttribute("aria-valuenow")).toBe("24400")
    await wait(399)
    expect(prices()).toEqual([])
    await wait(1)
    expect(prices()).toEqual([{ min: 24_000, max: null }])
  })

  it("keeps the handles at least 1 apart", async () => {
    const { prices } = renderSliders()
    type("Minimum Price", "30,600")
    type("Maximum Price", "20000")
    expect(slider("Maximum Price").getAttribute("aria-valuenow")).toBe("30601")
    await wait(400)
    // Both handles round onto $31,000: the filter widens to the thousands around them, never empty.
    expect(prices()).toEqual([{ min: 30_000, max: 31_000 }])
  })

  it("moves a handle by a step with the arrow keys, ten with Page Up/Down, and to the ends with Home/End", async () => {
    const { prices } = renderSliders()
    const min = slider("Minimum Price")
    act(() => fireEvent.keyDown(min, { key: "ArrowRight" }))
    act(() => fireEvent.keyDown(min, { key: "PageUp" }))
    expect(min.getAttribute("aria-valuenow")).toBe(String(15_990 + 500 + 5_000))
    expect(box("Minimum Price").value).toBe("$21,490")
    act(() => fireEvent.keyDown(min, { key: "ArrowLeft" }))
    await wait(400)
    expect(prices()).toEqual([{ min: 21_000, max: null }])
    const max = slider("Maximum Price")
    act(() => fireEvent.keyDown(max, { key: "PageDown" }))
    act(() => fireEvent.keyDown(min, { key: "Home" }))
    await wait(400)
    expect(prices().at(-1)).toEqual({ min: null, max: 48_000 })
    act(() => fireEvent.keyDown(max, { key: "End" }))
    act(() => fireEvent.keyDown(max, { key: "ArrowRight" }))
    await wait(400)
    expect(max.getAttribute("aria-valuenow")).toBe("52990")
    // Both handles on their ends: no price filter, the first search again, answered from the cache.
    expect(screen.getByRole("button", { name: "Show Me 8 cars" })).toBeTruthy()
    expect(prices()).toHaveLength(2)
  })

  it("applies a price quick-pick as soon as it is picked", async () => {
    const { prices } = renderSliders()
    const options = [...document.querySelectorAll("datalist option")].map((option) => option.getAttribute("value"))
    expect(options.slice(0, 2)).toEqual(["$5,000", "$10,000"])
    expect(options.at(-1)).toBe("$70,000")
    act(() => fireEvent.change(box("Maximum Price"), { target: { value: "$45,000" } }))
    await wait(400)
    expect(prices()).toEqual([{ min: null, max: 45_000 }])
  })

  it("clears a range with its button", async () => {
    const { prices } = renderSliders()
    type("Minimum Price", "$24,400")
    await wait(400)
    expect(screen.getByRole("button", { name: "Show Me 6 cars" })).toBeTruthy()
    act(() => fireEvent.click(screen.getByRole("button", { name: "Clear Price" })))
    await wait(400)
    // The search without a price range is the first one, answered from the cache.
    expect(prices()).toEqual([{ min: 24_000, max: null }])
    expect(screen.getByRole("button", { name: "Show Me 8 cars" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Clear Price" })).toBeNull()
    expect(box("Minimum Price").value).toBe("$15,990")
  })
})
