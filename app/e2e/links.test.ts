import { tenantFixtures } from "@dealer/fixtures"
import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { browserPerFile, siteUrl } from "./browser.ts"
import { SiteMenu } from "./pages/site-menu.ts"
import { crawlSite, type CrawlReport } from "./site-crawler.ts"

const port = inject("appPort")
const phone = { width: 390, height: 844 }
let page: Page
const browser = browserPerFile((fresh) => ({ page } = fresh), { context: { viewport: phone }, offline: true })

// Every template is reached well within 150 pages: pages of one template (vehicle pages, a make's
// stock, a location) and one page's filtered variants are sampled.
const LIMITS = { maxPages: 150, maxVehiclePages: 2, maxPerPattern: 3, maxQueriesPerPath: 1, concurrency: 3 }

describe("every link of every tenant", () => {
  it("answers no link from the home page onwards with 404 or a server error", async () => {
    const reports: ReadonlyArray<CrawlReport> = await Promise.all(
      tenantFixtures().map((tenant) => crawlSite(port, tenant.slug, LIMITS))
    )
    const broken = reports.flatMap((report) =>
      report.broken.map((link) => `${report.slug}: ${link.status} ${link.path} (linked from ${link.linkedFrom})`)
    )
    expect(broken).toEqual([])
    for (const report of reports) {
      // The crawl reached the pages every site links from its header and footer.
      expect(report.fetched, report.slug).toEqual(expect.arrayContaining(["/", "/privacy-policy", "/terms-and-conditions", "/about-us"]))
      expect(report.fetched.some((path) => /^\/cars\/[^/]+$/.test(path)), report.slug).toBe(true)
    }
  }, 60_000)
})

// The menu button by keyboard and touch, on every tenant: app/e2e/theme.test.ts, on the page it
// checks the theme's controls on at 390 px.

describe("the header on a phone without scripts", () => {
  it("shows the navigation, where no button could open it", async () => {
    await browser.inContext({ viewport: phone, javaScriptEnabled: false }, async (plainPage) => {
      for (const tenant of ["coastal-kia", "metro-motor-group"]) {
        await plainPage.goto(siteUrl(tenant, port, "/"))
        const menu = new SiteMenu(plainPage)
        expect(await menu.button.isVisible(), tenant).toBe(false)
        expect(await menu.link("Our Stock").isVisible(), tenant).toBe(true)
        expect(await menu.horizontalOverflow(), tenant).toBeLessThanOrEqual(0)
      }
    })
  })
})

describe("a dropdown inside the phone's menu", () => {
  it("closes on the first Escape and the menu on the second, focus back on the menu button", async () => {
    await page.goto(siteUrl("metro-motor-group", port, "/"))
    const menu = new SiteMenu(page)
    await menu.hydrated()
    await menu.button.click()
    const brands = page.locator('details.header-dropdown[data-menu="brands"]')
    await brands.locator("summary").click()
    await expect.poll(() => brands.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true)
    expect(await brands.locator("a.brand-tile").first().isVisible()).toBe(true)
    await page.keyboard.press("Escape")
    await expect.poll(() => brands.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false)
    expect(await menu.expanded()).toBe("true")
    await page.keyboard.press("Escape")
    await expect.poll(() => menu.expanded()).toBe("false")
    expect(await menu.focused()).toBe("Menu")
  })
})
