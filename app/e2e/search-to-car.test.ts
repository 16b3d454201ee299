import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { browserPerFile, siteUrl } from "./browser.ts"
import { CarPage, SearchPage } from "./pages.ts"

const port = inject("appPort")
let page: Page
browserPerFile((fresh) => ({ page } = fresh))

describe.each([
  { slug: "metro-motor-group", name: "Metro Motor Group" },
  { slug: "coastal-kia", name: "Coastal Kia" }
])("$name at $slug.localhost", ({ slug, name }) => {
  it("lists the tenant's stock and opens a car's detail page from its card", async () => {
    const response = await page.goto(siteUrl(slug, port, "/search/new-used-and-demo-cars"))
    expect(response?.status()).toBe(200)
    const search = new SearchPage(page)
    expect(await search.siteNameText()).toBe(name)
    expect(await search.cards.count()).toBe(21)
    expect(await search.count.textContent()).toMatch(/^\d+ cars$/)

    const title = await search.cardTitle(2).textContent()
    await search.openCard(2)
    await page.waitForURL(/\/cars\/[^/]+$/)
    const car = new CarPage(page)
    expect(await car.title.textContent()).toBe(title)
    expect(await car.price.textContent()).toBeTruthy()
  })
})

describe("site by host", () => {
  it("serves the default tenant on plain localhost", async () => {
    await page.goto(siteUrl(null, port, "/search/new-used-and-demo-cars"))
    expect(await new SearchPage(page).siteNameText()).toBe("Metro Motor Group")
  })

  it("answers a real 404 page for an unknown car and an unknown site", async () => {
    const missingCar = await page.goto(siteUrl("coastal-kia", port, "/cars/no-such-car"))
    expect(missingCar?.status()).toBe(404)
    expect(await page.locator("h1").textContent()).toBe("Vehicle not found")
    const unknownSite = await page.goto(siteUrl("nobody", port, "/search/new-used-and-demo-cars"))
    expect(unknownSite?.status()).toBe(404)
    expect(await page.locator("h1").textContent()).toBe("No dealer site here")
  })

  it("keeps one tenant's cars off another tenant's site", async () => {
    await page.goto(siteUrl("coastal-kia", port, "/search/new-used-and-demo-cars"))
    const href = await new SearchPage(page).cards.first().locator("a").first().getAttribute("href")
    const elsewhere = await page.goto(siteUrl("metro-motor-group", port, href ?? "/cars/missing"))
    expect(elsewhere?.status()).toBe(404)
  })
})
