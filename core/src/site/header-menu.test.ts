import { describe, expect, it } from "vitest"
import { headerClassNames, headerMenuTransition, siteMenuTransition } from "./header-menu.ts"

describe("headerMenuTransition", () => {
  it("toggles on click in both modes", () => {
    for (const mode of ["click", "hover"] as const) {
      expect(headerMenuTransition(null, { type: "TOGGLE", menu: "brands" }, mode)).toBe("brands")
      expect(headerMenuTransition("brands", { type: "TOGGLE", menu: "brands" }, mode)).toBeNull()
    }
  })

  it("keeps one dropdown open at a time", () => {
    expect(headerMenuTransition("models", { type: "TOGGLE", menu: "stock" }, "click")).toBe("stock")
  })

  it("opens and closes on hover only in hover mode", () => {
    expect(headerMenuTransition(null, { type: "POINTER_ENTER", menu: "brands" }, "click")).toBeNull()
    expect(headerMenuTransition("brands", { type: "POINTER_LEAVE", menu: "brands" }, "click")).toBe("brands")
    expect(headerMenuTransition(null, { type: "POINTER_ENTER", menu: "brands" }, "hover")).toBe("brands")
    expect(headerMenuTransition("brands", { type: "POINTER_LEAVE", menu: "brands" }, "hover")).toBeNull()
    expect(headerMenuTransition("stock", { type: "POINTER_LEAVE", menu: "models" }, "hover")).toBe("stock")
  })

  it("keeps a hover-opened dropdown open when the mouse then clicks it", () => {
    expect(headerMenuTransition("brands", { type: "TOGGLE", menu: "brands", pointerInside: true }, "hover")).toBe("brands")
    expect(headerMenuTransition("brands", { type: "TOGGLE", menu: "brands", pointerInside: true }, "click")).toBeNull()
  })

  it("closes on Escape or a click elsewhere", () => {
    expect(headerMenuTransition("brands", { type: "CLOSE" }, "click")).toBeNull()
  })
})

describe("headerClassNames", () => {
  it("marks the header 'dropdown-open' while a dropdown is open", () => {
    expect(headerClassNames("brands")).toEqual(["site-header", "dropdown-open"])
    expect(headerClassNames(null)).toEqual(["site-header"])
  })
})

describe("siteMenuTransition", () => {
  it("opens and closes the small screen's menu with its button, and closes it on Escape, a link or a tap elsewhere", () => {
    expect(siteMenuTransition(false, { type: "TOGGLE" })).toBe(true)
    expect(siteMenuTransition(true, { type: "TOGGLE" })).toBe(false)
    expect(siteMenuTransition(true, { type: "CLOSE" })).toBe(false)
    expect(siteMenuTransition(false, { type: "CLOSE" })).toBe(false)
  })
})
