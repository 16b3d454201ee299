import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { startApp, type RunningApp } from "./app-server.ts"
import { browserPerFile, keepScreenshot, siteUrl } from "./browser.ts"
import { SignInPage, WatchlistPage } from "./pages/saved.ts"

// Screens the other browser suites do not already check at both widths: the print page, the
// signed-in watchlist, the search pages beyond the default one (offers, condition, make), and the
// default search with each facet selector in use (with E2E_SCREENSHOTS set, a screenshot of each
// for a person to look at).
const port = inject("appPort")
const WIDTHS = [400, 1200] as const
const TENANTS = ["metro-motor-group", "drive-weekly"] as const
let page: Page
browserPerFile((fresh) => ({ page } = fresh), { offline: true })

/** How many pixels the page is wider than the viewport (0 or less: nothing overflows). */
const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** Opens a screen at each width, keeps a full-page screenshot (see keepScreenshot) and returns the overflow per width. */
async function measure(
  name: string,
  url: string,
  prepare: () => Promise<void> = async () => undefined
): Promise<Record<string, number>> {
  const found: Record<string, number> = {}
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(url, { waitUntil: "networkidle" })
    await page.locator("main h1").first().waitFor()
    await prepare()
    await keepScreenshot(page, `${name}-${width}`, { fullPage: true })
    found[`${name} at ${width} px`] = await overflow()
  }
  return found
}

/** A tenant's first listed cars, read through the site's own API in the page. */
async function firstCars(slug: string, appPort: number): Promise<Array<{ id: number; slug: string }>> {
  await page.goto(siteUrl(slug, appPort, "/api/stock/search"))
  return (JSON.parse((await page.locator("body").textContent()) ?? "{}") as { hits: Array<{ id: number; slug: string }> })
    .hits
}

/** Expects `scrollWidth <= innerWidth` on every measured screen, naming those that overflow and by how much. */
function expectNoOverflow(found: Record<string, number>): void {
  expect(Object.keys(found).length).toBeGreaterThan(0)
  const overflowing = Object.fromEntries(Object.entries(found).filter(([, pixels]) => !(pixels <= 0)))
  expect(overflowing).toEqual({})
}

describe.each(TENANTS)("%s at 400 and 1200 px", (slug) => {
  const url = (path: string) => siteUrl(slug, port, path)

  it("prints a car without horizontal overflow", async () => {
    const [car] = await firstCars(slug, port)
    if (!car) throw new Error(`${slug} lists no car`)
    expectNoOverflow(await measure(`${slug}-print`, url(`/print?car_id=${car.id}`)))
  })

  it("shows the offers, condition and make search pages without horizontal overflow", async () => {
    await page.goto(url("/search/new-used-and-demo-cars"))
    const make = (await page.locator(".make-list .facet__label").first().textContent()) ?? ""
    const makeSlug = make.toLowerCase().replace(/[^a-z0-9]+/g, "-")
    expectNoOverflow({
      ...(await measure(`${slug}-offers`, url("/special-offers"))),
      ...(await measure(`${slug}-used`, url("/search/used-cars"))),
      ...(await measure(`${slug}-make`, url(`/search/${makeSlug}`)))
    })
  })

  it("keeps the default search, its facet selectors, promo card and brand grid within the page", async () => {
    expectNoOverflow(await measure(`${slug}-search`, url("/search/new-used-and-demo-cars")))
  })
})

describe("the dropdown facet selector at 400 and 1200 px", () => {
  it("keeps coastal-kia's search within the page with a dropdown open", async () => {
    const openFirstDropdown = async () => {
      // On a phone the filters are in a drawer: open it first.
      const filters = page.locator(".search__filters-button")
      if (await filters.isVisible()) await filters.click()
      await page.locator("details.facet-dropdown > summary").first().click()
      await page.locator("details.facet-dropdown[open] .facet-dropdown__panel").waitFor()
    }
    const url = siteUrl("coastal-kia", port, "/search/new-used-and-demo-cars")
    expectNoOverflow(await measure("coastal-kia-search-dropdown", url, openFirstDropdown))
  })
})

describe("the signed-in watchlist at 400 and 1200 px", () => {
  // Reading the sign-in code needs the development outbox, which the shared production server lacks.
  let app: RunningApp
  beforeAll(async () => {
    app = await startApp({ NODE_ENV: "test", DEV_OUTBOX: "true" })
  }, 180_000)
  afterAll(async () => {
    await app?.stop()
  })

  async function signIn(slug: string, phone: string): Promise<void> {
    await page.goto(siteUrl(slug, app.port, "/watchlist"))
    expect(new URL(page.url()).pathname).toBe("/sign-in")
    const signInPage = new SignInPage(page)
    await signInPage.requestCode(phone)
    await page.getByLabel("Code", { exact: true }).waitFor()
    const { messages } = (await page.evaluate(async () => (await fetch("/dev/outbox")).json())) as {
      messages: ReadonlyArray<unknown>
    }
    const code = JSON.stringify(messages[0] ?? "").match(/\b(\d{6}) is your\b/)?.[1]
    if (!code) throw new Error(`No sign-in code in the outbox: ${JSON.stringify(messages[0])}`)
    await signInPage.enterCode(code)
    await page.waitForURL(/\/watchlist$/)
  }

  it.each([
    { slug: TENANTS[0], phone: "0412 000 401" },
    { slug: TENANTS[1], phone: "0412 000 402" }
  ])("$slug: lists saved cars without horizontal overflow", async ({ slug, phone }) => {
    await signIn(slug, phone)
    const cars = (await firstCars(slug, app.port)).slice(0, 2)
    await page.goto(siteUrl(slug, app.port, "/watchlist"))
    for (const car of cars) {
      const status = await page.evaluate(async (id) => {
        const answer = await fetch("/api/watchlist/save-car", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ phone_number: "", car_id: id })
        })
        return answer.status
      }, car.id)
      expect(status).toBe(200)
    }
    const found = await measure(`${slug}-watchlist`, siteUrl(slug, app.port, "/watchlist"))
    expect(await new WatchlistPage(page).titles.count()).toBe(cars.length)
    expectNoOverflow(found)
  }, 60_000)
})
