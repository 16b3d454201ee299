import type { ReactElement } from "react"
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import * as stories from "./stock-search.stories.tsx"

afterEach(cleanup)

async function show(story: () => ReactElement) {
  const Story = story
  await act(async () => render(<Story />))
}

const busy = () => screen.getByRole("region", { name: "New, Used and Demo Cars" }).getAttribute("aria-busy")

// Each story runs the real search flow over the story yard with its stubbed search.
describe("stock search stories", () => {
  it.each(Object.entries(stories))("%s renders", async (_name, story) => {
    await show(story as () => ReactElement)
    expect(screen.getAllByRole("slider").length).toBeGreaterThan(0)
  })

  it("shows what each story is about", async () => {
    await show(stories.InitialData as () => ReactElement)
    expect(screen.getByRole("button", { name: "Show Me 8 cars" })).toBeTruthy()
    cleanup()
    await show(stories.Loading as () => ReactElement)
    expect(busy()).toBe("true")
    cleanup()
    await show(stories.ErrorWithPreviousResults as () => ReactElement)
    expect(screen.getByRole("alert").textContent).toContain("Search service unavailable")
    expect(screen.getAllByRole("listitem")).toHaveLength(8)
    cleanup()
    await show(stories.EmptyResults as () => ReactElement)
    expect(screen.getByRole("button", { name: "Clear Filters" })).toBeTruthy()
    cleanup()
    await show(stories.FacetSelected as () => ReactElement)
    expect((screen.getByRole("checkbox", { name: "Toyota (3)" }) as HTMLInputElement).checked).toBe(true)
    cleanup()
    await show(stories.SliderDragging as () => ReactElement)
    expect(busy()).toBe("true")
  })
})
