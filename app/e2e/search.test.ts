import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { browserPerFile, keepScreenshot, siteUrl } from "./browser.ts"
import { CarPage } from "./pages.ts"
import { StockSearchPage } from "./pages/search.ts"

const port = inject("appPort")
const DEFAULT_PATH = "/search/new-used-and-demo-cars"
let page: Page
const browser = browserPerFile((fresh) => ({ page } = fresh))

/** The same page in a browser without script: what the server alone renders. */
async function withoutScript<T>(run: (search: StockSearchPage) => Promise<T>): Promise<T> {
  return browser.inContext({ javaScriptEnabled: false }, (plain) => run(new StockSearchPage(plain)))
}

describe.each([
  { slug: "metro-motor-group", dealership: "metro-toyota-springwood", dealershipName: "Metro Toyota Springwood" },
  { slug: "coastal-kia", dealership: "coastal-kia", dealershipName: "Coastal Kia" }
])("stock search on the $slug site", ({ slug, dealership, dealershipName }) => {
  const url = (path: string) => siteUrl(slug, port, path)
  const open = async (path: string) => {
    const response = await page.goto(url(path), { waitUntil: "networkidle" })
    return { response, search: new StockSearchPage(page) }
  }

  it("filters by make with a client navigation, and the pasted URL renders the same results on the server", async () => {
    const { search } = await open(DEFAULT_PATH)
    const everything = await search.total()
    const option = search.makeOptions.first()
    const make = (await option.locator(".facet__label").textContent()) ?? ""
    await option.click()
    await page.waitForURL((address) => address.searchParams.getAll("make").includes(make))
    await search.settled()
    expect(await search.total()).toBeLessThan(everything)
    const titles = await search.cardTitles()
    expect(titles.length).toBeGreaterThan(0)
    for (const title of titles) expect(title).toContain(make)
    expect(await search.makeOptions.first().getAttribute("aria-current")).toBe("true")

    const pasted = page.url()
    const served = await withoutScript(async (plain) => {
      await plain.page.goto(pasted)
      return { titles: await plain.cardTitles(), count: await plain.count.textContent() }
    })
    expect(served).toEqual({ titles, count: await search.count.textContent() })
  })

  it("filters by price from the price box, keeping the $ and thousands separators", async () => {
    const { search } = await open(DEFAULT_PATH)
    const box = search.rangeBox("Maximum Price")
    await box.fill("$20,400")
    await box.press("Enter")
    await page.waitForURL((address) => address.searchParams.get("price") === "-20000")
    await search.settled()
    expect(await search.rangeBox("Maximum Price").inputValue()).toBe("$20,000")
    const prices = (await search.cardPrices()).filter((price) => price !== null)
    expect(prices.length).toBeGreaterThan(0)
    for (const price of prices) expect(price).toBeLessThanOrEqual(20_000)
    expect(await page.locator("datalist option").first().getAttribute("value")).toBe("$5,000")
    expect(await search.rangeBox("Maximum Kilometres").getAttribute("placeholder")).toMatch(/^[\d,]+ kms$/)
  })

  it("filters by price without script: the plain form is folded into the URL by the server", async () => {
    await withoutScript(async (plain) => {
      await plain.page.goto(url(`${DEFAULT_PATH}?sortBy=price_asc&page=2`))
      await plain.rangeBox("Minimum Price").fill("$15,600")
      await plain.page.locator("form[data-range=price] button[type=submit]").click()
      await plain.page.waitForURL((address) => address.searchParams.get("price") === "16000-")
      expect(new URL(plain.page.url()).searchParams.get("sortBy")).toBe("price_asc")
      expect(new URL(plain.page.url()).searchParams.get("page")).toBeNull()
      const prices = (await plain.cardPrices()).filter((price) => price !== null)
      expect(prices[0]).toBeGreaterThanOrEqual(16_000)
    })
  })

  it("sorts by lowest price, priced cars before PREORDER and no-price cards", async () => {
    const { search } = await open(DEFAULT_PATH)
    await search.sortSelect.selectOption({ label: "Lowest Price" })
    await page.waitForURL((address) => address.searchParams.get("sortBy") === "price_asc")
    await search.settled()
    const prices = await search.cardPrices()
    expect(prices[0]).not.toBeNull()
    const priced = prices.filter((price) => price !== null)
    expect(priced).toEqual([...priced].sort((a, b) => a - b))
    expect(await search.sortSelect.inputValue()).toBe("price_asc")
    const last = Number(/of (\d+)/.exec((await search.paginationText.textContent()) ?? "")?.[1])
    await page.goto(url(`${DEFAULT_PATH}?sortBy=price_asc&page=${last}`))
    const tail = await search.cardPrices()
    const firstUnpriced = tail.indexOf(null)
    if (firstUnpriced !== -1) expect(tail.slice(firstUnpriced).every((price) => price === null)).toBe(true)
  })

  it("pages forward and back, and the browser's back button restores the previous results", async () => {
    const { search } = await open(DEFAULT_PATH)
    const first = await search.cardTitles()
    await search.next.click()
    await page.waitForURL((address) => address.searchParams.get("page") === "2")
    await search.settled()
    const second = await search.cardTitles()
    expect(second).not.toEqual(first)
    expect(await search.paginationText.textContent()).toMatch(/^Page 2 of \d+$/)
    await search.previous.click()
    await page.waitForURL((address) => address.searchParams.get("page") === null)
    await search.settled()
    expect(await search.cardTitles()).toEqual(first)

    await search.next.click()
    await page.waitForURL((address) => address.searchParams.get("page") === "2")
    await search.settled()
    await page.goBack()
    await page.waitForURL((address) => address.searchParams.get("page") === null)
    await search.settled()
    expect(await search.cardTitles()).toEqual(first)
    await page.goForward()
    await page.waitForURL((address) => address.searchParams.get("page") === "2")
    await search.settled()
    expect(await search.cardTitles()).toEqual(second)
  })

  it("keeps the previous results on screen when a newer search fails", async () => {
    const { search } = await open(DEFAULT_PATH)
    const first = await search.cardTitles()
    // Only the search's own data request fails (the site frame's loader still answers).
    await page.route(
      (address) => address.pathname.endsWith(".data") && (address.searchParams.get("_routes") ?? "").includes("routes/search"),
      (route) => route.abort()
    )
    await search.next.click()
    await page.getByRole("alert").waitFor()
    expect(await page.getByRole("alert").textContent()).toBe("We couldn't update the results. Please try again.")
    expect(await search.cardTitles()).toEqual(first)
  })

  it("opens a car from its card", async () => {
    const { search } = await open(DEFAULT_PATH)
    const card = search.cards.nth(1)
    const title = await card.locator(".car-card__title").textContent()
    expect(await card.locator(".car-card__buttons a").allTextContents()).toContain("View Details")
    await card.locator(".car-card__title").click()
    await page.waitForURL(/\/cars\/[^/]+$/)
    expect(await new CarPage(page).title.textContent()).toBe(title)
  })

  it("shows No Results Available, and Clear Filters brings every car back", async () => {
    const { search } = await open(`${DEFAULT_PATH}?query=zzqqxxnothing`)
    expect(await search.cards.count()).toBe(0)
    expect(await search.emptyState.locator("h2").textContent()).toBe("No Results Available")
    await search.emptyState.getByRole("link", { name: "Clear Filters" }).click()
    await page.waitForURL((address) => address.pathname === DEFAULT_PATH && address.search === "")
    await search.settled()
    expect(await search.cards.count()).toBe(21)
  })

  it("lists the special offers: only cars carrying an offer tag", async () => {
    const { response, search } = await open("/special-offers")
    expect(response?.status()).toBe(200)
    expect(await search.heading.textContent()).toBe("Special Offers")
    const cards = await search.cards.count()
    if (cards === 0) {
      expect(await search.emptyState.locator("p").textContent()).toContain("no offers currently available")
    } else {
      const everything = await open(DEFAULT_PATH)
      expect(await search.total()).toBeLessThanOrEqual(await everything.search.total())
    }
  })

  it("serves the condition, make, model and dealership pages core defines, and 404 for others", async () => {
    const used = await open("/search/used-cars")
    expect(used.response?.status()).toBe(200)
    expect(await used.search.heading.textContent()).toBe("Used Cars")
    for (const chips of await page.locator("article.car-card .car-card__chips").allTextContents()) {
      expect(chips).toMatch(/Used/i)
    }

    const newAndDemo = await open("/search/new-and-demo-cars")
    expect(await newAndDemo.search.heading.textContent()).toBe("New and Demo Cars")

    const all = await open(DEFAULT_PATH)
    const make = (await all.search.makeOptions.first().locator(".facet__label").textContent()) ?? ""
    const makeSlug = make.toLowerCase().replace(/[^a-z0-9]+/g, "-")
    const byMake = await open(`/search/${makeSlug}`)
    expect(byMake.response?.status()).toBe(200)
    expect(await byMake.search.heading.textContent()).toBe(`${make} Cars for Sale`)
    for (const title of await byMake.search.cardTitles()) expect(title).toContain(make)

    const model = (await page.locator("[data-facet=model] .facet__label").first().textContent()) ?? ""
    const byModel = await open(`/search/${makeSlug}/${model.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`)
    expect(byModel.response?.status()).toBe(200)
    expect(await byModel.search.heading.textContent()).toBe(`${make} ${model} for Sale`)
    for (const title of await byModel.search.cardTitles()) expect(title).toContain(`${make} ${model}`)

    const atDealer = await open(`/search/${dealership}`)
    expect(atDealer.response?.status()).toBe(200)
    expect(await atDealer.search.heading.textContent()).toBe(`Cars for Sale at ${dealershipName}`)
    expect(await atDealer.search.cards.count()).toBeGreaterThan(0)

    expect((await open("/search/no-such-thing")).response?.status()).toBe(404)
    expect((await open(`/search/${makeSlug}/no-such-model`)).response?.status()).toBe(404)
  })

  it("writes the search page's title, description, canonical URL and Open Graph tags on the server", async () => {
    await withoutScript(async (plain) => {
      await plain.page.goto(url("/search/used-cars?page=2&sortBy=latest"))
      // The root layout writes the site name as a fallback title; the page's own title is written too.
      const titles = await plain.page.locator("head title").allTextContents()
      const title = titles.find((text) => text.startsWith("Used Cars - Page 2 | "))
      expect(title).toBeDefined()
      expect(await plain.canonical()).toMatch(/\/search\/used-cars\?page=2$/)
      expect(await plain.metaContent("meta[name=description]")).toMatch(/^Browse \d+ Used Cars at /)
      expect(await plain.metaContent("meta[property='og:title']")).toBe(title)
      expect(await plain.metaContent("meta[property='og:url']")).toBe(await plain.canonical())
    })
  })

  it("has no horizontal overflow at 400 and 1200 px", async () => {
    for (const width of [400, 1200]) {
      await page.setViewportSize({ width, height: 900 })
      const { search } = await open(DEFAULT_PATH)
      expect(await search.hasHorizontalOverflow()).toBe(false)
      await keepScreenshot(page, `${slug}-search-${width}`)
    }
  })
})
