import type { Page } from "playwright-core"
import sharp from "sharp"
import { describe, expect, inject, it } from "vitest"
import { httpExchange } from "../app/test/http-exchange.ts"
import { axeViolations, seriousViolations } from "../measure/axe-audit.ts"
import { siteGet } from "../measure/site-request.ts"
import { browserPerFile, siteUrl } from "./browser.ts"
import { countIn, HomePage } from "./pages/home.ts"

const port = inject("appPort")
let page: Page
const browser = browserPerFile((fresh) => ({ page } = fresh), { offline: true })

/** Each fixture tenant's home page as its configuration orders it, less the sections with nothing to show. */
const SECTIONS: Readonly<Record<string, ReadonlyArray<string>>> = {
  // No running offer, so its hero stands in for the slider.
  "metro-motor-group": [
    "hero",
    "quick_search",
    "group_claims",
    "brand_tiles",
    "featured_stock",
    "new_arrivals",
    "offers",
    "feature_tiles",
    "reviews",
    "locations"
  ],
  "coastal-kia": ["hero", "quick_search", "featured_stock", "offers", "new_arrivals", "feature_tiles", "reviews", "locations"],
  "harbour-nissan": [
    "promo_slider",
    "quick_search",
    "service_banner",
    "featured_stock",
    "feature_tiles",
    "new_arrivals",
    "sales_counter",
    "locations"
  ],
  "bayside-suzuki": ["promo_slider", "quick_search", "featured_stock", "new_arrivals", "feature_tiles", "offers", "locations"],
  "sunseeker-rv": ["hero", "quick_search", "featured_stock", "featured_stock", "new_arrivals", "feature_tiles", "locations"],
  "westside-used-cars": ["hero", "quick_search", "new_arrivals", "offers", "feature_tiles", "locations"],
  "drive-weekly": ["hero", "quick_search", "featured_stock", "new_arrivals", "locations"]
}

/** The search API's total for a query string, as the search page would count it. */
async function searchTotal(slug: string, query: string): Promise<number> {
  const answer = await siteGet(port, `${slug}.localhost`, `/api/stock/search?${query}`)
  return (JSON.parse(answer.body.toString("utf8")) as { total: number }).total
}

describe("home pages composed from each tenant's configuration", () => {
  it("shows every tenant's sections in its order on a phone, with the search, cars and a number to call near the top", async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    const home = new HomePage(page)
    for (const [slug, expected] of Object.entries(SECTIONS)) {
      const response = await page.goto(siteUrl(slug, port, "/"), { waitUntil: "domcontentloaded" })
      expect(response?.status(), slug).toBe(200)
      expect(await home.sectionTypes(), slug).toEqual(expected)
      expect(await home.horizontalOverflow(), slug).toBeLessThanOrEqual(0)
      // The quick search's button and the first car sit within about two screens of the top.
      const button = await home.quickSearchButton.boundingBox()
      const firstCar = await home.carCards.first().boundingBox()
      expect(button?.y, slug).toBeLessThan(2 * 844)
      expect(firstCar?.y, slug).toBeLessThan(3 * 844)
      // Every location with a phone is one tap from a call.
      const calls = await home.callLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
      expect(calls.length, slug).toBeGreaterThan(0)
      for (const href of calls) expect(href, slug).toMatch(/^tel:0\d{9}$/)
      // Every card shows a picture (its photo, else its kind's placeholder): none is blank.
      expect((await home.cardPictures()).filter((picture) => picture.src === ""), slug).toEqual([])
      // The locations show once (decision 0052): today's hours on the section's cards, the footer a
      // directory of names, addresses and numbers without them.
      expect(await home.sectionHours.count(), slug).toBeGreaterThan(0)
      expect(await home.footerLocations.count(), slug).toBeGreaterThan(0)
      const footer = (await home.footerLocations.allTextContents()).join(" ")
      expect(footer, slug).not.toMatch(/Open today|Closed today|Open now|\d:\d\d ?[ap]m/i)
    }
  })

  it("counts the shopper's picks live and opens the search page with them", async () => {
    const home = new HomePage(page)
    await page.goto(siteUrl("coastal-kia", port, "/"))
    await home.hydrated()
    const before = countIn(await home.quickSearchButton.textContent())
    const make = await home.firstOption("Make")
    const counted = page.waitForResponse((answer) => answer.url().includes("/api/stock/search") && answer.url().includes("car_type=used"))
    await home.field("Make").selectOption(make)
    await home.field("Condition").selectOption("used")
    await counted
    const expected = await searchTotal("coastal-kia", `make=${encodeURIComponent(make)}&car_type=used`)
    await expect.poll(async () => countIn(await home.quickSearchButton.textContent())).toBe(expected)
    expect(expected).toBeLessThan(before ?? 0)
    await home.quickSearchButton.click()
    await page.waitForURL(/\/search\/new-used-and-demo-cars\?/)
    const params = new URL(page.url()).searchParams
    expect(params.get("make")).toBe(make)
    expect(params.get("car_type")).toBe("used")
  })

  it("sends the quick search to the search page without JavaScript too", async () => {
    await browser.inContext({ javaScriptEnabled: false }, async (plain) => {
      const home = new HomePage(plain)
      await plain.goto(siteUrl("westside-used-cars", port, "/"))
      const make = await home.firstOption("Make")
      await home.field("Keyword").fill("auto")
      await home.field("Make").selectOption(make)
      await home.field("Max Price").selectOption("30000")
      await home.quickSearchButton.click()
      await plain.waitForURL(/\/search\/new-used-and-demo-cars\?/)
      const params = new URL(plain.url()).searchParams
      expect([params.get("query"), params.get("make"), params.get("price")]).toEqual(["auto", make, "-30000"])
      // The price boxes are folded into one range; the fields left at "Any" say nothing.
      const picked = [...params.entries()].filter(([, value]) => value !== "").map(([name]) => name)
      expect(picked.sort()).toEqual(["make", "price", "query"])
      expect(params.has("price_max")).toBe(false)
      expect(await plain.locator("main.search h1").isVisible()).toBe(true)
    })
  })

  it("shows the group's claims and brand tiles on its home page", async () => {
    const home = new HomePage(page)
    await page.goto(siteUrl("metro-motor-group", port, "/"))
    expect(await home.claims.allTextContents()).toEqual(["50+ Locations", "40+ Brands", "30+ Years"])
    expect(await home.brandTiles.count()).toBe(10)
    expect(await home.brandTiles.first().getAttribute("href")).toBe("/toyota/overview")
  })

  it("shows Harbour Nissan's promotions with their artwork, and the hero's image elsewhere", async () => {
    const home = new HomePage(page)
    await page.goto(siteUrl("harbour-nissan", port, "/"))
    await home.hydrated()
    await expect.poll(() => home.loaded(home.slideImages.first())).toEqual([true])
    const first = home.slideImages.first()
    expect(await first.getAttribute("src")).toBe("/promos/nissan-x-trail-drive-away.svg")
    const box = await first.boundingBox()
    expect(box && Math.round((box.width / box.height) * 540)).toBe(1920)
    for (const src of await home.slideImages.evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""))) {
      const answer = await httpExchange({ port, path: src, headers: { host: `harbour-nissan.localhost:${port}` } })
      expect(answer.status, src).toBe(200)
      expect(answer.headers["content-type"], src).toMatch(/^image\/svg\+xml/)
    }
    await page.goto(siteUrl("sunseeker-rv", port, "/"))
    await expect.poll(() => home.loaded(page.locator("section.hero img"))).toEqual([true])
  })

  it("draws caravans and motorcycles as themselves, and shows the group's Current Offers with their pictures", async () => {
    const home = new HomePage(page)
    await page.goto(siteUrl("sunseeker-rv", port, "/"))
    const pictures = await home.cardPictures()
    expect(new Set(pictures.map((picture) => picture.kind))).toEqual(new Set(["caravan", "motorcycle"]))
    // The fixtures' photos are core's placeholders: a caravan's or a motorcycle's, never a car's.
    for (const { src, kind } of pictures) expect(src).toMatch(new RegExp(`^/images/placeholder/${kind}\\.svg`))
    await page.goto(siteUrl("metro-motor-group", port, "/"))
    const offers = home.section("offers")
    await offers.scrollIntoViewIfNeeded()
    const images = offers.locator(".car-card__media img")
    expect(await images.count()).toBeGreaterThan(0)
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => home.loaded(image)).toEqual([true])
    }
  })

  it("shows the dealer's colours and a camera, not a blank or a broken image, where a card's photo fails", async () => {
    await browser.inContext({ viewport: { width: 390, height: 844 } }, async (broken) => {
      await broken.route(/\/images\//, (route) => route.fulfill({ status: 404, body: "" }))
      await broken.goto(siteUrl("metro-motor-group", port, "/"))
      const media = new HomePage(broken).section("offers").locator(".car-card__media").first()
      await media.scrollIntoViewIfNeeded()
      await expect.poll(() => media.locator("img").evaluate((image) => (image as HTMLImageElement).complete)).toBe(true)
      // The middle of the picture's area: one flat colour when blank, the camera when the fallback shows.
      const { width, height } = (await media.boundingBox()) ?? { width: 0, height: 0 }
      const shot = await media.screenshot()
      const middle = await sharp(shot)
        .extract({ left: Math.round(width * 0.3), top: Math.round(height * 0.3), width: Math.round(width * 0.4), height: Math.round(height * 0.4) })
        .toBuffer()
      // (sharp's stats read their input, so the cut-out is read as an image of its own.)
      const { channels } = await sharp(middle).stats()
      expect(Math.max(...channels.map((channel) => channel.max - channel.min))).toBeGreaterThan(40)
    })
  })

  it("has no serious accessibility violations on a group's and a caravan dealer's home page (the franchises' in content-pages)", async () => {
    const home = new HomePage(page)
    for (const slug of ["metro-motor-group", "sunseeker-rv"]) {
      await page.goto(siteUrl(slug, port, "/"))
      await home.hydrated()
      expect(seriousViolations(await axeViolations(page)), slug).toEqual([])
    }
  })
})
