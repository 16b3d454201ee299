import { act, cleanup, render, screen } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { useSearchHistory } from "./use-search-history.ts"

const search = (make: string) => ({ path: "/search/new-used-and-demo-cars", filters: { make: [make] } })

function History({ slug, make }: { readonly slug: string; readonly make: string }) {
  const [history, record] = useSearchHistory(slug)
  return (
    <button type="button" onClick={() => record(search(make))}>
      {history.map((entry) => String(entry.filters["make"])).join(",")}
    </button>
  )
}

describe("useSearchHistory", () => {
  beforeEach(() => window.localStorage.clear())
  afterEach(cleanup)

  it("reads no history on the server", () => {
    window.localStorage.setItem("acme:SearchHistory", JSON.stringify([search("Kia")]))
    expect(renderToString(<History slug="acme" make="Kia" />)).not.toContain("Kia")
  })

  it("records under the dealership's key, keeps the last 5 and updates every reader", () => {
    render(
      <>
        <History slug="acme" make="Kia" />
        <History slug="acme" make="Mazda" />
      </>
    )
    const [kia, mazda] = screen.getAllByRole("button")
    for (let round = 0; round < 3; round += 1) {
      act(() => kia?.click())
      act(() => mazda?.click())
    }
    expect(JSON.parse(window.localStorage.getItem("acme:SearchHistory") ?? "[]")).toEqual([
      search("Kia"),
      search("Mazda")
    ])
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Kia,Mazda", "Kia,Mazda"])
  })

  it("reads corrupt storage as no history, and another site's not at all", () => {
    window.localStorage.setItem("acme:SearchHistory", "{oops")
    window.localStorage.setItem("other:SearchHistory", JSON.stringify([search("Kia")]))
    render(<History slug="acme" make="Kia" />)
    expect(screen.getByRole("button").textContent).toBe("")
  })
})
