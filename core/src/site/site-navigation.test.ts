import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { siteFrame } from "./site-navigation.ts"

describe("siteFrame", () => {
  const frame = (pathname: string) => siteFrame({ siteName: "Coastal Kia", pathname, year: 2026, texts: defaultTexts })

  it("links search, special offers, dealer locator, favourites, compare and watchlist in that order", () => {
    expect(frame("/").navigation.map((link) => link.href)).toEqual([
      "/search/new-used-and-demo-cars",
      "/special-offers",
      "/dealer-locator",
      "/favourites",
      "/compare",
      "/watchlist"
    ])
  })

  it("marks the page being shown, and any search page as the search section", () => {
    expect(frame("/favourites").navigation.filter((link) => link.current).map((link) => link.href)).toEqual(["/favourites"])
    expect(frame("/search/used-cars").navigation[0]?.current).toBe(true)
    expect(frame("/").navigation.some((link) => link.current)).toBe(false)
  })

  it("takes every label from the texts, so a tenant can reword them", () => {
    const view = siteFrame({
      siteName: "Coastal Kia",
      pathname: "/",
      year: 2026,
      texts: { ...defaultTexts, frameNavWatchlist: "My Cars" }
    })
    expect(view.navigation[5]?.label).toBe("My Cars")
    expect(view.copyright).toBe("© 2026 Coastal Kia. All rights reserved.")
  })
})
