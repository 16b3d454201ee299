import { act, cleanup, render, screen } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { usePriceDisplayChoice } from "./use-price-display-choice.ts"

function Choice({ slug }: { readonly slug: string }) {
  const [choice, choose] = usePriceDisplayChoice(slug)
  return (
    <button type="button" onClick={() => choose(choice === "Cash" ? "Finance" : "Cash")}>
      {choice}
    </button>
  )
}

describe("usePriceDisplayChoice", () => {
  beforeEach(() => window.localStorage.clear())
  afterEach(cleanup)

  it("reads Cash by default and on the server", () => {
    window.localStorage.setItem("acme:PriceDisplay", "Finance")
    expect(renderToString(<Choice slug="acme" />)).toContain("Cash")
    window.localStorage.clear()
    render(<Choice slug="acme" />)
    expect(screen.getByRole("button").textContent).toBe("Cash")
  })

  it("keeps the choice under the dealership's key and updates every reader on the page", () => {
    render(
      <>
        <Choice slug="acme" />
        <Choice slug="acme" />
      </>
    )
    act(() => screen.getAllByRole("button")[0]?.click())
    expect(window.localStorage.getItem("acme:PriceDisplay")).toBe("Finance")
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Finance", "Finance"])
  })

  it("reads a stored JSON choice, and another site's choice not at all", () => {
    window.localStorage.setItem("acme:PriceDisplay", '"Finance"')
    window.localStorage.setItem("other:PriceDisplay", "Finance")
    render(
      <>
        <Choice slug="acme" />
        <Choice slug="third" />
      </>
    )
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Finance", "Cash"])
  })
})
