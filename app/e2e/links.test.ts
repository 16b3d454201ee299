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

describe.each([
  { tenant: "coastal-kia", kind: "a single-brand dealer" },
  { tenant: "metro-motor-group", kind: "a dealer group" }
])("the header on a phone: $kind", ({ tenant }) => {
  it("hides the navigation behind a menu button that Enter, Space and Escape work, focus staying in step", async () => {
    await page.goto(siteUrl(tenant, port, "/"))
    const menu = new SiteMenu(page)
    await menu.hydrated()
    const panel = await menu.panel()
    expect(await menu.expanded()).toBe("false")
    expect(await panel.isVisible()).toBe(false)
    expect(await menu.horizontalOverflow()).toBeLessThanOrEqual(0)
    // The dealer's number stays one tap away, named for screen readers.
    expect(await menu.phone.getAttribute("href")).toMatch(/^tel:0\d{9}$/)
    expect(await menu.phone.getAttribute("aria-label")).toMatch(/^Call .+ on 0\d \d{4} \d{4}$/)
    await menu.button.focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => menu.expanded()).toBe("true")
    expect(await menu.link("Our Stock").isVisible()).toBe(true)
    // The menu follows its button: the next Tab reaches its first link.
    await page.keyboard.press("Tab")
    expect(await menu.focused()).toBe("Our Stock")
    await page.keyboard.press("Escape")
    await expect.poll(() => menu.expanded()).toBe("false")
    expect(await panel.isVisible()).toBe(false)
    expect(await menu.focused()).toBe("Menu")
    await page.keyboard.press("Space")
    await expect.poll(() => menu.expanded()).toBe("true")
    expect(await menu.horizontalOverflow()).toBeLessThanOrEqual(0)
    await page.keyboard.press("Space")
    await expect.poll(() => menu.expanded()).toBe("false")
  })

  it("opens and closes with a tap, closes on a tap elsewhere and after following a link", async () => {
    await browser.inContext({ viewport: phone, hasTouch: true, isMobile: true }, async (touchPage) => {
      await touchPage.goto(siteUrl(tenant, port, "/"))
      const menu = new SiteMenu(touchPage)
      await menu.hydrated()
      await menu.button.tap()
      await expect.poll(() => menu.expanded()).toBe("true")
      await menu.button.tap()
      await expect.poll(() => menu.expanded()).toBe("false")
      await menu.button.tap()
      await expect.poll(() => menu.expanded()).toBe("true")
      const outside = await menu.blankSpot()
      await touchPage.touchscreen.tap(outside.x, outside.y)
      await expect.poll(() => menu.expanded()).toBe("false")
      await menu.button.tap()
      await menu.link("Special Offers").tap()
      await touchPage.waitForURL(/\/special-offers$/)
      await expect.poll(() => menu.expanded()).toBe("false")
      expect(await menu.link("Special Offers").isVisible()).toBe(false)
    })
  })
})

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
