import { describe, expect, it } from "vitest"
import { pageTitle } from "./page-title.ts"

describe("pageTitle", () => {
  it("puts the page's parts before the site's name", () => {
    expect(pageTitle(["Finance"], "Metro Mazda")).toBe("Finance | Metro Mazda")
    expect(pageTitle(["Checkout", "2021 Mazda CX-5"], "Metro Mazda")).toBe("Checkout | 2021 Mazda CX-5 | Metro Mazda")
  })

  it("leaves out parts not known yet", () => {
    expect(pageTitle([undefined, "2021 Mazda CX-5"], "Metro Mazda")).toBe("2021 Mazda CX-5 | Metro Mazda")
    expect(pageTitle(["", null], "Metro Mazda")).toBe("Metro Mazda")
    expect(pageTitle(["Finance"], undefined)).toBe("Finance")
    expect(pageTitle([], null)).toBe("")
  })
})
