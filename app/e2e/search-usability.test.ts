import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { browserPerFile, siteUrl } from "./browser.ts"
import { layoutShiftScore, watchLayoutShifts } from "./layout-shifts.ts"
import { StockSearchPage } from "./pages/search.ts"

const port = inject("appPort")
const DEFAULT_PATH = "/search/new-used-and-demo-cars"
const TENANTS = [
  "metro-motor-group",
  "coastal-kia",
  "harbour-nissan",
  "westside-used-cars",
  "bayside-suzuki",
  "sunseeker-rv",
  "drive-weekly"
]
const PHONE = { width: 390, height: 844 }
let page: Page
const browser = browserPerFile((fresh) => ({ page } = fresh))

/** Opens a search page and waits until script runs it (the filter panel turns into a drawer then). */
async function open(slug: string, path: string, viewport = PHONE): Promise<StockSearchPage> {
  await page.setViewportSize(viewport)
  await page.goto(siteUrl(slug, port, path))
  await page.locator("#search-filters.search__filters--drawer").waitFor({ state: "attached" })
  return new StockSearchPage(page)
}

const filtersButton = () => page.locator(".search__filters-button")


describe("searching on a phone", () => {
  it("shows the first car card above the fold at 390 x 844 on every tenant, its Enquire button reachable", async () => {
    for (const slug of TENANTS) {
      // Measured once script runs: the Cash/Finance choice it adds sits above the cards.
      const card = (await open(slug, DEFAULT_PATH)).cards.first()
      const top = await card.evaluate((node) => node.getBoundingClientRect().top + window.scrollY)
      expect(top, slug).toBeLessThan(PHONE.height)
      const enquire = card.getByRole("link", { name: /^Enquire:/ })
      await enquire.scrollIntoViewIfNeeded()
      expect(await enquire.isVisible(), slug).toBe(true)
    }
  })

  it("opens the filters in a drawer whose Show Me N cars follows each filter, and closes onto the results", async () => {
    const search = await open("coastal-kia", DEFAULT_PATH)
    const everything = await search.total()
    await filtersButton().click()
    const dialog = page.getByRole("dialog", { name: "Filters" })
    await dialog.waitFor()
    expect(await search.showCars.textContent()).toBe(`Show Me ${everything} cars`)
    const make = dialog.locator(".make-list .facet__option").filter({ hasText: "Hyundai" })
    const count = Number(/\((\d+)\)/.exec((await make.textContent()) ?? "")?.[1])
    await make.click()
    await page.waitForURL((address) => address.searchParams.get("make") === "Hyundai")
    await search.settled()
    // The drawer stays open with the new count.
    await dialog.waitFor()
    expect(await search.showCars.textContent()).toBe(`Show Me ${count} cars`)
    await search.showCars.click()
    await dialog.waitFor({ state: "hidden" })
    expect(await search.total()).toBe(count)
    for (const title of await search.cardTitles()) expect(title).toContain("Hyundai")
  })

  it("keeps the filters usable without script, below the results", async () => {
    await browser.inContext({ javaScriptEnabled: false, viewport: PHONE }, async (plain) => {
      await plain.goto(siteUrl("coastal-kia", port, DEFAULT_PATH))
      const cardTop = await plain.locator("article.car-card").first().boundingBox()
      const filtersTop = await plain.locator("#search-filters").boundingBox()
      expect(cardTop!.y).toBeLessThan(PHONE.height)
      expect(filtersTop!.y).toBeGreaterThan(cardTop!.y)
      await plain.getByRole("link", { name: "Filters" }).click()
      await plain.locator("#search-filters .make-list .facet__option").first().click()
      await plain.waitForURL((address) => address.searchParams.has("make"))
    })
  })
})

describe("applied filters, the slider and the keyword box", () => {
  it("removes one filter with its chip and every filter with Clear all", async () => {
    const search = await open("coastal-kia", `${DEFAULT_PATH}?make=Kia&price=20000-60000&sortBy=latest`)
    const chips = page.locator(".filter-chip")
    expect(await chips.allTextContents()).toEqual(["Make: Kia×", "Price: $20,000 to $60,000×"])
    await page.getByRole("link", { name: "Remove Price: $20,000 to $60,000" }).click()
    await page.waitForURL((address) => !address.searchParams.has("price"))
    await search.settled()
    expect(new URL(page.url()).searchParams.get("make")).toBe("Kia")
    await page.getByRole("link", { name: "Clear all" }).click()
    await page.waitForURL((address) => address.search === "?sortBy=latest")
    await search.settled()
    expect(await chips.count()).toBe(0)
  })

  it("never lets the price slider empty the listing: End on the min handle stops at the dearest car", async () => {
    const search = await open("coastal-kia", DEFAULT_PATH, { width: 1366, height: 900 })
    const handle = page.locator("form[data-range=price] input.range-form__thumb--min")
    const dearest = Number(await handle.getAttribute("max"))
    await handle.focus()
    await page.keyboard.press("End")
    await page.waitForURL((address) => address.searchParams.has("price"))
    await search.settled()
    const [min, max] = (new URL(page.url()).searchParams.get("price") ?? "").split("-")
    expect(Number(min)).toBeLessThanOrEqual(dearest)
    expect(max).toBe("")
    expect(await search.total()).toBeGreaterThan(0)
    // The other filters stay beside the price.
    expect((await search.facetSelectors()).length).toBeGreaterThan(3)
    expect(await page.locator("form[data-range]").count()).toBe(3)
  })

  it("ignores a typed price outside the stock's range", async () => {
    const search = await open("coastal-kia", DEFAULT_PATH, { width: 1366, height: 900 })
    const everything = await search.total()
    await search.rangeBox("Minimum Price").fill("999999999")
    await search.rangeBox("Minimum Price").press("Enter")
    await search.settled()
    expect(new URL(page.url()).searchParams.has("price")).toBe(false)
    expect(await search.total()).toBe(everything)
  })

  it("finds a make from the keyword box's suggestions, by keyboard on the search page and by click in the header", async () => {
    const search = await open("coastal-kia", DEFAULT_PATH)
    const box = page.getByRole("combobox", { name: "Search cars" })
    await box.fill("hyun")
    await page.getByRole("option", { name: /^Hyundai \(\d+\)$/ }).waitFor()
    await box.press("ArrowDown")
    expect(await box.getAttribute("aria-activedescendant")).toBeTruthy()
    await box.press("Enter")
    await page.waitForURL((address) => address.searchParams.get("query") === "Hyundai")
    await search.settled()
    const titles = await search.cardTitles()
    expect(titles.length).toBeGreaterThan(0)
    for (const title of titles) expect(title).toContain("Hyundai")
    expect(await page.locator(".filter-chip").first().textContent()).toBe("\u201cHyundai\u201d×")

    await page.goto(siteUrl("sunseeker-rv", port, "/dealer-locator"), { waitUntil: "networkidle" })
    await page.locator(".site-header").getByRole("combobox", { name: "Search cars" }).fill("jay")
    await page.getByRole("option", { name: /^Jayco \(\d+\)$/ }).click()
    await page.waitForURL((address) => address.pathname === DEFAULT_PATH && address.searchParams.get("query") === "Jayco")
    await search.settled()
    expect(await search.count.textContent()).toMatch(/^\d+ caravans$/)
  })
})

describe("words, history and place", () => {
  it("counts in the results' own words: one car, caravans", async () => {
    const search = await open("coastal-kia", DEFAULT_PATH, { width: 1366, height: 900 })
    await page.locator(".make-list .facet__option").filter({ hasText: /\(1\)$/ }).first().click()
    await page.waitForURL((address) => address.searchParams.has("make"))
    await search.settled()
    expect(await search.total()).toBe(1)
    expect(await search.count.textContent()).toBe("1 car")
    expect(await search.showCars.textContent()).toBe("Show Me 1 car")
    await open("sunseeker-rv", `${DEFAULT_PATH}?make=Jayco`)
    expect(await search.showCars.textContent()).toMatch(/^Show Me \d+ caravans$/)
  })

  it("keeps the last searches in local storage and runs one again from its link", async () => {
    const search = await open("coastal-kia", `${DEFAULT_PATH}?make=Hyundai`)
    await open("coastal-kia", `${DEFAULT_PATH}?body=SUV`)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("coastal-kia:SearchHistory") ?? "[]"))
    expect(stored).toEqual([
      { path: DEFAULT_PATH, filters: { make: ["Hyundai"] }, label: "Make: Hyundai" },
      { path: DEFAULT_PATH, filters: { body: ["SUV"] }, label: "Body Type: SUV" }
    ])
    await filtersButton().click()
    await page.getByRole("dialog").getByRole("link", { name: "Make: Hyundai" }).click()
    await page.waitForURL((address) => address.searchParams.get("make") === "Hyundai")
    await search.settled()
    expect(await search.total()).toBeGreaterThan(0)
  })

  it("counts the number up over 2 to 2.5 s, shifting nothing on the page, and not at all under reduced motion", async () => {
    const countAnimations = (target: Page) =>
      target.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.classList.contains("count-up"))
          .map((animation) => Number(animation.effect?.getTiming().duration))
      )
    for (const slug of ["metro-motor-group", "westside-used-cars"]) {
      await browser.inContext({ reducedMotion: "no-preference", viewport: PHONE }, async (moving) => {
        await watchLayoutShifts(moving)
        await moving.goto(siteUrl(slug, port, DEFAULT_PATH))
        const durations = await countAnimations(moving)
        expect(durations.length, slug).toBeGreaterThan(0)
        for (const duration of durations) {
          expect(duration).toBeGreaterThanOrEqual(2000)
          expect(duration).toBeLessThanOrEqual(2500)
        }
        await moving.locator("#search-filters.search__filters--drawer").waitFor({ state: "attached" })
        await moving.waitForFunction(() => document.getAnimations().every((animation) => animation.playState === "finished"))
        // Neither the counting number nor what script adds beside it moves the results.
        expect(await layoutShiftScore(moving), slug).toBeLessThan(0.01)
      })
    }
    await browser.inContext({ reducedMotion: "reduce" }, async (still) => {
      await still.goto(siteUrl("metro-motor-group", port, DEFAULT_PATH))
      expect(await countAnimations(still)).toEqual([])
    })
  })

  it("searches near a typed postcode without script, the server placing it", async () => {
    await browser.inContext({ javaScriptEnabled: false }, async (plain) => {
      await plain.goto(siteUrl("coastal-kia", port, DEFAULT_PATH))
      await plain.getByLabel("Postcode or suburb").fill("4215")
      await plain.getByLabel("Distance").selectOption("100")
      await plain.getByRole("button", { name: "Search nearby" }).click()
      await plain.waitForURL((address) => address.searchParams.has("lat") && address.searchParams.get("radius") === "100")
      expect(await plain.locator(".filter-chip").first().textContent()).toMatch(/^Within 100 km of .+4215×$/)
    })
  })
})
