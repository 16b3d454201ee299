import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { axeViolations, seriousViolations } from "../measure/axe-audit.ts"
import { browserPerFile, siteUrl } from "./browser.ts"
import { StockSearchPage } from "./pages/search.ts"

const port = inject("appPort")
const DEFAULT_PATH = "/search/new-used-and-demo-cars"
let page: Page
const browser = browserPerFile((fresh) => ({ page } = fresh))

async function open(slug: string, path: string): Promise<StockSearchPage> {
  await page.goto(siteUrl(slug, port, path), { waitUntil: "networkidle" })
  return new StockSearchPage(page)
}

/** The same page in a browser without script: what the server alone renders and the plain forms do. */
async function withoutScript<T>(run: (search: StockSearchPage) => Promise<T>): Promise<T> {
  return browser.inContext({ javaScriptEnabled: false }, (plain) => run(new StockSearchPage(plain)))
}

const countOf = (text: string | null) => Number(/\((\d+)\)\s*$/.exec(text ?? "")?.[1] ?? Number.NaN)

describe("facet selectors", () => {
  it.each([
    { slug: "metro-motor-group", selector: "menu" },
    { slug: "coastal-kia", selector: "dropdown" },
    { slug: "drive-weekly", selector: "select" }
  ])("draws every facet of $slug as a $selector", async ({ slug, selector }) => {
    const search = await open(slug, DEFAULT_PATH)
    const selectors = await search.facetSelectors()
    expect(selectors.length).toBeGreaterThan(2)
    expect(new Set(selectors)).toEqual(new Set([selector]))
  })

  it("dropdown: opens by keyboard, applies two ticked values together, keeps the sort and drops the page", async () => {
    const search = await open("coastal-kia", `${DEFAULT_PATH}?sortBy=price_asc&page=2`)
    const facet = search.facet("body")
    const boxes = facet.locator("input[type=checkbox]")
    expect(await boxes.first().isVisible()).toBe(false)
    await facet.locator("summary").focus()
    await page.keyboard.press("Enter")
    await boxes.first().waitFor({ state: "visible" })
    expect(await boxes.count()).toBeGreaterThan(1)
    const values = [await boxes.nth(0).getAttribute("value"), await boxes.nth(1).getAttribute("value")]
    const counts = [
      countOf(await facet.locator("label.facet__option").nth(0).textContent()),
      countOf(await facet.locator("label.facet__option").nth(1).textContent())
    ]
    await boxes.nth(0).focus()
    await page.keyboard.press("Space")
    await page.keyboard.press("Tab")
    expect(await boxes.nth(1).evaluate((box) => box === document.activeElement)).toBe(true)
    await page.keyboard.press("Space")
    await facet.getByRole("button", { name: "Apply" }).focus()
    await page.keyboard.press("Enter")
    await page.waitForURL((address) => address.searchParams.getAll("body").length === 2)
    await search.settled()
    const address = new URL(page.url())
    expect(address.searchParams.getAll("body")).toEqual(values)
    expect(address.searchParams.get("sortBy")).toBe("price_asc")
    expect(address.searchParams.get("page")).toBeNull()
    // Counts of one facet ignore its own selection, so the two values' counts add up to the results.
    expect(await search.total()).toBe(counts[0]! + counts[1]!)
    expect(await search.facet("body").locator("input[type=checkbox]:checked").count()).toBe(2)
    expect(await search.facet("body").locator(".facet-menu__picked").textContent()).toBe("2")
  })

  it("dropdown without script: the plain form filters on the server", async () => {
    await withoutScript(async (plain) => {
      await plain.page.goto(siteUrl("coastal-kia", port, `${DEFAULT_PATH}?sortBy=latest`))
      const facet = plain.facet("body")
      await facet.locator("summary").click()
      const value = await facet.locator("input[type=checkbox]").first().getAttribute("value")
      const count = countOf(await facet.locator("label.facet__option").first().textContent())
      await facet.locator("input[type=checkbox]").first().check()
      await facet.getByRole("button", { name: "Apply" }).click()
      await plain.page.waitForURL((address) => address.searchParams.getAll("body").length === 1)
      const address = new URL(plain.page.url())
      expect(address.searchParams.getAll("body")).toEqual([value])
      expect(address.searchParams.get("sortBy")).toBe("latest")
      expect(await plain.total()).toBe(count)
    })
  })

  it("select: a choice made by keyboard filters at once, and its 'Any' choice clears the facet", async () => {
    const search = await open("drive-weekly", `${DEFAULT_PATH}?sortBy=price_desc&page=2`)
    const everything = await search.total()
    const select = search.facet("body").getByRole("combobox")
    expect(await select.inputValue()).toBe("")
    expect(await select.locator("option").first().textContent()).toBe("Any Body Type")
    const first = select.locator("option").nth(1)
    const value = (await first.getAttribute("value")) ?? ""
    const count = countOf(await first.textContent())
    await select.focus()
    await page.keyboard.press("ArrowDown")
    await page.waitForURL((address) => address.searchParams.get("body") === value)
    await search.settled()
    expect(new URL(page.url()).searchParams.get("sortBy")).toBe("price_desc")
    expect(new URL(page.url()).searchParams.get("page")).toBeNull()
    expect(await search.total()).toBe(count)
    expect(await search.facet("body").getByRole("combobox").inputValue()).toBe(value)

    await search.facet("body").getByRole("combobox").selectOption("")
    await page.waitForURL((address) => !address.searchParams.has("body") || address.searchParams.get("body") === "")
    await search.settled()
    expect(await search.total()).toBe(everything)
  })

  it("select without script: the Apply button submits the choice", async () => {
    await withoutScript(async (plain) => {
      await plain.page.goto(siteUrl("drive-weekly", port, DEFAULT_PATH))
      const facet = plain.facet("fuel")
      const option = facet.locator("option").nth(1)
      const value = (await option.getAttribute("value")) ?? ""
      const count = countOf(await option.textContent())
      await facet.getByRole("combobox").selectOption(value)
      await facet.getByRole("button", { name: "Apply" }).click()
      await plain.page.waitForURL((address) => address.searchParams.get("fuel") === value)
      expect(await plain.total()).toBe(count)
      expect(await plain.facet("fuel").getByRole("combobox").inputValue()).toBe(value)
    })
  })

  it.each(["coastal-kia", "drive-weekly"])("%s: the selectors have no serious axe-core violation", async (slug) => {
    const search = await open(slug, `${DEFAULT_PATH}?sortBy=latest`)
    const dropdown = search.page.locator("details.facet-dropdown summary").first()
    if ((await dropdown.count()) > 0) await dropdown.click()
    expect(seriousViolations(await axeViolations(page))).toEqual([])
  })
})

describe("the brand grid", () => {
  it("groups a caravan and motorcycle dealer's makes by kind, and each tile leads to its make's stock", async () => {
    const search = await open("sunseeker-rv", DEFAULT_PATH)
    // Caravans and motorcycles together are vehicles, in the heading and the page's title.
    expect(await search.heading.textContent()).toBe("New, Used and Demo Vehicles")
    expect(await page.title()).toBe("New, Used and Demo Vehicles | Sunseeker Caravans & Motorcycles")
    const kinds = await search.brandGrid
      .locator(".brand-grid__group")
      .evaluateAll((groups) => groups.map((group) => group.getAttribute("data-kind")))
    expect(kinds).toEqual(["motorcycle", "caravan"])
    expect(await search.brandGroup("motorcycle").locator("h3").textContent()).toBe("Motorcycles")
    expect(await search.brandGroup("caravan").locator("h3").textContent()).toBe("Caravans")
    const motorcycles = await search.brandTiles("motorcycle")
    const caravans = await search.brandTiles("caravan")
    expect(motorcycles.map((tile) => tile.make)).toEqual(["Kawasaki", "Yamaha"])
    expect(caravans.map((tile) => tile.make)).toEqual(["Coromal", "Jayco"])
    const tiles = [...motorcycles, ...caravans]
    expect(tiles.reduce((sum, tile) => sum + tile.count, 0)).toBe(await search.total())

    const jayco = caravans.find((tile) => tile.make === "Jayco")!
    expect(jayco.href).toBe("/search/jayco")
    await search.brandGroup("caravan").getByRole("link", { name: /^Jayco/ }).click()
    await page.waitForURL((address) => address.pathname === "/search/jayco")
    await search.settled()
    expect(await search.heading.textContent()).toBe("Jayco Caravans for Sale")
    expect(await page.title()).toBe("Jayco Caravans for Sale | Sunseeker Caravans & Motorcycles")
    expect(await search.total()).toBe(jayco.count)
    // A caravan's breadcrumbs name caravans and lead to the caravans of its condition.
    await search.cards.first().locator("a.car-card__link").click()
    await page.waitForURL((address) => address.pathname.startsWith("/cars/"))
    const condition = page.locator("nav.breadcrumbs li").nth(1).locator("a")
    expect(await condition.textContent()).toMatch(/^(New|Used) Caravans$/)
    expect(await condition.getAttribute("href")).toMatch(/^\/used-car\/(new|used)-cars\?item_type=caravan$/)
  })

  it("lists the group's car brands without script, their counts adding up to the stock", async () => {
    await withoutScript(async (plain) => {
      await plain.page.goto(siteUrl("metro-motor-group", port, DEFAULT_PATH))
      expect(await plain.brandGrid.locator("h2").textContent()).toBe("Shop by Brand")
      const cars = await plain.brandTiles("car")
      expect(cars.length).toBeGreaterThan(3)
      expect(cars.map((tile) => tile.make)).toEqual([...cars.map((tile) => tile.make)].sort((a, b) => a.localeCompare(b)))
      for (const tile of cars) expect(tile.href).toBe(`/search/${tile.make.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`)
      expect(cars.reduce((sum, tile) => sum + tile.count, 0)).toBe(await plain.total())
    })
  })

  it("shows only on the default search page", async () => {
    expect(await (await open("metro-motor-group", "/search/used-cars")).brandGrid.count()).toBe(0)
    expect(await (await open("metro-motor-group", "/special-offers")).brandGrid.count()).toBe(0)
  })
})

describe("promo cards", () => {
  it("puts the group's 'We Want Your Car!' card at slot 8 or 17, leading to the sell-your-car page", async () => {
    for (let load = 0; load < 3; load += 1) {
      const search = await open("metro-motor-group", DEFAULT_PATH)
      const kinds = await search.entryKinds()
      expect(kinds.filter((kind) => kind === "promo")).toHaveLength(1)
      expect([8, 17]).toContain(kinds.indexOf("promo"))
      expect(await search.promoCards.locator("h2").textContent()).toBe("We Want Your Car!")
      const link = search.promoCards.getByRole("link", { name: "Get Your Valuation" })
      expect(await link.getAttribute("href")).toBe("/sell-your-car")
    }
  })

  it("puts the subscription dealer's card within the first three entries, leading to its trade-in page", async () => {
    for (let load = 0; load < 3; load += 1) {
      const search = await open("drive-weekly", DEFAULT_PATH)
      const kinds = await search.entryKinds()
      expect(kinds.filter((kind) => kind === "promo")).toHaveLength(1)
      expect([0, 1, 2]).toContain(kinds.indexOf("promo"))
      expect(await search.promoCards.getByRole("link", { name: "Get Your Valuation" }).getAttribute("href")).toBe(
        "/trade-in"
      )
    }
  })

  it("draws the promo card on the server, and none on a site without promo cards", async () => {
    await withoutScript(async (plain) => {
      await plain.page.goto(siteUrl("drive-weekly", port, DEFAULT_PATH))
      expect(await plain.promoCards.count()).toBe(1)
      await plain.page.goto(siteUrl("coastal-kia", port, DEFAULT_PATH))
      expect(await plain.promoCards.count()).toBe(0)
      expect(await plain.cards.count()).toBe(21)
    })
  })
})
