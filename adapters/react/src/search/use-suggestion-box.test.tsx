import { act, cleanup, renderHook, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { useSuggestionBox } from "./use-suggestion-box.ts"

const names = ["Kia", "Kia Sportage", "Kia Sorento"]
const suggest = (text: string) =>
  names.filter((name) => text !== "" && name.toLowerCase().startsWith(text.toLowerCase()))
const label = (name: string) => name

describe("useSuggestionBox", () => {
  afterEach(cleanup)

  it("offers the suggestions for the typed text and moves the highlight round them", async () => {
    const { result } = renderHook(() => useSuggestionBox("", suggest, label))
    act(() => result.current.type("ki"))
    await waitFor(() => expect(result.current.expanded).toBe(true))
    expect(result.current.options).toEqual(names)
    expect(result.current.highlighted).toBe(-1)
    act(() => void result.current.keyDown("ArrowDown"))
    act(() => void result.current.keyDown("ArrowDown"))
    expect(result.current.highlighted).toBe(1)
    act(() => void result.current.keyDown("ArrowUp"))
    act(() => void result.current.keyDown("ArrowUp"))
    expect(result.current.highlighted).toBe(2)
  })

  it("chooses the highlighted option with Enter, putting its label in the box", async () => {
    const { result } = renderHook(() => useSuggestionBox("", suggest, label))
    act(() => result.current.type("kia s"))
    await waitFor(() => expect(result.current.options).toHaveLength(2))
    act(() => void result.current.keyDown("ArrowDown"))
    let outcome: ReturnType<typeof result.current.keyDown> | undefined
    act(() => void (outcome = result.current.keyDown("Enter")))
    expect(outcome).toEqual({ handled: true, chosen: "Kia Sportage" })
    expect(result.current.text).toBe("Kia Sportage")
    expect(result.current.expanded).toBe(false)
  })

  it("leaves Enter to the form without a highlight, and closes the list with Escape", async () => {
    const { result } = renderHook(() => useSuggestionBox("", suggest, label))
    act(() => result.current.type("k"))
    await waitFor(() => expect(result.current.expanded).toBe(true))
    expect(result.current.keyDown("Enter")).toEqual({ handled: false, chosen: null })
    act(() => void result.current.keyDown("Escape"))
    expect(result.current.expanded).toBe(false)
    expect(result.current.keyDown("Escape").handled).toBe(false)
  })

  it("shows the newest answer only, and nothing when suggesting fails", async () => {
    const slow = (text: string) =>
      new Promise<ReadonlyArray<string>>((resolve, reject) =>
        text === "bad" ? reject(new Error("down")) : setTimeout(() => resolve([text]), text === "a" ? 30 : 1)
      )
    const { result } = renderHook(() => useSuggestionBox("", slow, label))
    act(() => result.current.type("a"))
    act(() => result.current.type("ab"))
    await waitFor(() => expect(result.current.options).toEqual(["ab"]))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.options).toEqual(["ab"])
    act(() => result.current.type("bad"))
    await waitFor(() => expect(result.current.options).toEqual([]))
  })
})
