import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { axeViolations, seriousViolations } from "../measure/axe-audit.ts"
import { browserPerFile, siteUrl } from "./browser.ts"
import { FooterGroups, GroupPages, HeaderMenus } from "./pages/group-sites.ts"
import { SiteMenu } from "./pages/site-menu.ts"

const port = inject("appPort")
const group = "metro-motor-group"
const oneBrand = "harbour-nissan"
let page: Page
const browser = browserPerFile((fresh) => ({ page } = fresh))

async function open(tenant: string, path: string): Promise<HeaderMenus> {
  await page.goto(siteUrl(tenant, port, path), { waitUntil: "networkidle" })
  const menus = new HeaderMenus(page)
  await menus.hydrated()
  return menus
}

const groupTiles: Array<[string, string]> = [
  ["Toyota", "/toyota/overview"],
  ["Mazda", "/mazda/overview"],
  ["Hyundai", "/hyundai/overview"],
  ["Kia", "/kia/overview"],
  ["MG", "/mg/overview"],
  ["Ford", "/ford/overview"],
  ["Mitsubishi", "/mitsubishi/overview"],
  ["Metro Trucks", "https://trucks.metromotorgroup.example"],
  ["TWG Cars", "/twg-cars"],
  ["4x4 Outdoor", "/4x4-outdoor"]
]

describe("the group site's brand mega-menu", () => {
  it("opens and closes on click, marking the header 'dropdown-open' while open", async () => {
    const menus = await open(group, "/")
    expect(await menus.isOpen("brands")).toBe(false)
    expect(await menus.markedOpen()).toBe(false)
    await menus.toggle("brands").click()
    await expect.poll(() => menus.markedOpen()).toBe(true)
    expect(await menus.isOpen("brands")).toBe(true)
    const tiles = await menus.brandTiles.evaluateAll((links) =>
      links.map((link) => [link.querySelector(".brand-tile__name")?.textContent ?? "", link.getAttribute("href") ?? ""])
    )
    expect(tiles).toEqual(groupTiles)
    expect(await menus.panel("brands").getByRole("link", { name: "View All Brands" }).getAttribute("href")).toBe("/brands")
    await menus.toggle("brands").click()
    await expect.poll(() => menus.markedOpen()).toBe(false)
    expect(await menus.isOpen("brands")).toBe(false)
  })

  it("opens with Enter or Space and closes with Escape, giving focus back to its toggle", async () => {
    const menus = await open(group, "/")
    await menus.toggle("brands").focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => menus.isOpen("brands")).toBe(true)
    expect(await menus.markedOpen()).toBe(true)
    await page.keyboard.press("Tab")
    // Tab moves into the open panel, to the first tile.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("/toyota/overview")
    await page.keyboard.press("Escape")
    await expect.poll(() => menus.isOpen("brands")).toBe(false)
    expect(await menus.markedOpen()).toBe(false)
    expect(await menus.focusedText()).toBe("Our Brands")
    await page.keyboard.press("Space")
    await expect.poll(() => menus.isOpen("brands")).toBe(true)
    await page.keyboard.press("Escape")
    await expect.poll(() => menus.isOpen("brands")).toBe(false)
  })

  it("does not open on hover where hover mode is not configured", async () => {
    const menus = await open(group, "/")
    await menus.toggle("brands").hover()
    await page.mouse.move(5, 400)
    await menus.toggle("brands").hover()
    expect(await menus.isOpen("brands")).toBe(false)
    expect(await menus.markedOpen()).toBe(false)
  })

  it("closes when a tile is followed, and the tile leads to the brand's overview", async () => {
    const menus = await open(group, "/")
    await menus.toggle("brands").click()
    await menus.brandTiles.filter({ hasText: "Kia" }).click()
    await page.waitForURL(/\/kia\/overview$/)
    await expect.poll(() => new GroupPages(page).title.textContent()).toBe("Kia")
    expect(await menus.isOpen("brands")).toBe(false)
    expect(await menus.markedOpen()).toBe(false)
  })
})

describe("the group's pages", () => {
  it("lists car, truck and group brands on /brands, each tile to its target, with the group claims", async () => {
    await open(group, "/brands")
    const pages = new GroupPages(page)
    expect(await pages.title.textContent()).toBe("Our Brands")
    expect(await pages.brandGrid()).toEqual([
      { heading: "Car Brands", tiles: groupTiles.slice(0, 7) },
      { heading: "Truck Brands", tiles: groupTiles.slice(7, 8) },
      { heading: "Group Brands", tiles: groupTiles.slice(8) }
    ])
    expect(await pages.claims()).toEqual(["50+ Locations", "40+ Brands", "30+ Years"])
  })

  it("shows a brand's overview: its locations selling it, its stock and the claims", async () => {
    const response = await page.goto(siteUrl(group, port, "/kia/overview"))
    expect(response?.status()).toBe(200)
    const pages = new GroupPages(page)
    expect(await pages.title.textContent()).toBe("Kia")
    expect(await pages.locations.allTextContents()).toEqual(["Metro Kia & MG Penrith"])
    expect(await pages.link("View Kia Stock").getAttribute("href")).toBe("/search/kia")
    expect(await pages.claims()).toEqual(["50+ Locations", "40+ Brands", "30+ Years"])
    await pages.link("View Kia Stock").click()
    await page.waitForURL(/\/search\/kia$/)
  })

  it("serves the fixed group pages the tenant configures", async () => {
    const response = await page.goto(siteUrl(group, port, "/twg-cars"))
    expect(response?.status()).toBe(200)
    const pages = new GroupPages(page)
    expect(await pages.title.textContent()).toBe("TWG Cars")
    expect(await pages.link("Browse used cars").getAttribute("href")).toBe("/search/used-cars")
  })

  it.each([
    [group, "/neotek"],
    [group, "/twg-rental"],
    [group, "/holden/overview"],
    [group, "/twg-cars/overview"],
    ["coastal-kia", "/twg-cars"],
    ["coastal-kia", "/brands"],
    ["coastal-kia", "/kia/overview"]
  ])("answers 404 on %s for %s", async (tenant, path) => {
    const response = await page.goto(siteUrl(tenant, port, path))
    expect(response?.status()).toBe(404)
  })

  it("works without JavaScript: the menu opens as a disclosure and /brands lists every brand", async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    try {
      const plain = await noScript.newPage()
      await plain.goto(siteUrl(group, port, "/"))
      const menus = new HeaderMenus(plain)
      await menus.toggle("brands").click()
      expect(await menus.isOpen("brands")).toBe(true)
      expect(await menus.brandTiles.count()).toBe(groupTiles.length)
      await menus.panel("brands").getByRole("link", { name: "View All Brands" }).click()
      await plain.waitForURL(/\/brands$/)
      expect(await new GroupPages(plain).brandGrid()).toHaveLength(3)
    } finally {
      await noScript.close()
    }
  })

  it.each([400, 1200])("has no horizontal overflow at %i px, menu open or not", async (width) => {
    await page.setViewportSize({ width, height: 900 })
    // On a narrow screen the dropdowns sit behind the header's menu button.
    const showNavigation = async () => {
      const menu = new SiteMenu(page)
      if (await menu.button.isVisible()) await menu.button.click()
    }
    for (const path of ["/brands", "/kia/overview", "/twg-cars"]) {
      const menus = await open(group, path)
      expect(await menus.horizontalOverflow()).toBeLessThanOrEqual(0)
      await showNavigation()
      await menus.toggle("brands").click()
      await expect.poll(() => menus.isOpen("brands")).toBe(true)
      expect(await menus.horizontalOverflow()).toBeLessThanOrEqual(0)
    }
    const menus = await open(oneBrand, "/")
    await showNavigation()
    await menus.toggle("models").click()
    await expect.poll(() => menus.isOpen("models")).toBe(true)
    expect(await menus.horizontalOverflow()).toBeLessThanOrEqual(0)
  })
})

describe("the one-brand navigation", () => {
  it("gives the one-brand tenant the spec's header and footer", async () => {
    const menus = await open(oneBrand, "/")
    expect(await menus.mainNavigationLabels()).toEqual(["Home", "Models", "Stock", "Finance", "Service & Parts", "Company"])
    const models = await menus.panel("models").locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
    expect(models.length).toBeGreaterThan(0)
    expect(models.every((href) => href.startsWith("/models/"))).toBe(true)
    expect(await menus.panel("company").locator("a").allTextContents()).toEqual(["About Us", "News", "Contact Us"])
    expect(await menus.panel("service-and-parts").locator("a").allTextContents()).toEqual([
      "Servicing",
      "Parts and Accessories"
    ])
    expect(await new FooterGroups(page).columns()).toEqual([
      ["Models", await menus.panel("models").locator("a").allTextContents()],
      ["Buyer Tools", ["Our Stock", "Finance", "Trade In", "Test Drive", "Owners Benefits"]],
      ["Service & Parts", ["Servicing", "Parts and Accessories"]],
      ["Harbour Auto Group", ["About", "News", "Contact", "Terms", "Privacy"]]
    ])
    expect(await page.locator("nav.brand-nav").count()).toBe(0)
  })

  it("opens its dropdowns on hover, as the tenant configures, and by keyboard", async () => {
    const menus = await open(oneBrand, "/")
    await menus.toggle("stock").hover()
    await expect.poll(() => menus.isOpen("stock")).toBe(true)
    expect(await menus.markedOpen()).toBe(true)
    // A click on a dropdown the hover opened keeps it open.
    await menus.toggle("stock").click()
    expect(await menus.isOpen("stock")).toBe(true)
    await page.mouse.move(5, 600)
    await expect.poll(() => menus.isOpen("stock")).toBe(false)
    expect(await menus.markedOpen()).toBe(false)
    await menus.toggle("company").focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => menus.isOpen("company")).toBe(true)
    await page.keyboard.press("Escape")
    await expect.poll(() => menus.isOpen("company")).toBe(false)
    expect(await menus.focusedText()).toBe("Company")
  })

  it("keeps the default navigation on a tenant that configures none", async () => {
    const menus = await open("coastal-kia", "/favourites")
    expect(await menus.mainNavigationLabels()).toEqual([
      "Our Stock",
      "Special Offers",
      "Finance",
      "Trade In",
      "Service",
      "Contact Us"
    ])
    expect(await page.locator("details.header-dropdown").count()).toBe(0)
    expect(await new FooterGroups(page).groups.count()).toBe(0)
  })
})

describe("accessibility", () => {
  it("has no serious axe violations on the group pages and with a dropdown open", async () => {
    const found: Record<string, string[]> = {}
    const check = async (label: string) => {
      const serious = seriousViolations(await axeViolations(page))
      if (serious.length > 0) found[label] = serious.map((violation) => `${violation.id}: ${violation.targets.join(", ")}`)
    }
    for (const path of ["/brands", "/kia/overview", "/twg-cars"]) {
      await open(group, path)
      await check(path)
    }
    const menus = await open(group, "/")
    await menus.toggle("brands").click()
    await expect.poll(() => menus.isOpen("brands")).toBe(true)
    await check("brands menu open")
    const oneBrandMenus = await open(oneBrand, "/")
    await oneBrandMenus.toggle("models").click()
    await expect.poll(() => oneBrandMenus.isOpen("models")).toBe(true)
    await check("one-brand models open")
    expect(found).toEqual({})
  })
})
