import type { Car } from "@dealer/core"
import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { httpExchange } from "../app/test/http-exchange.ts"
import { axeViolations, seriousViolations } from "../measure/axe-audit.ts"
import { siteGet } from "../measure/site-request.ts"
import { browserPerFile, siteUrl } from "./browser.ts"
import { ContentPages } from "./pages/content.ts"
import { ModelPage } from "./pages/models.ts"
import { SiteFooterLinks } from "./pages/site-footer.ts"

const port = inject("appPort")
let page: Page
browserPerFile((fresh) => ({ page } = fresh), { offline: true })

async function statusOf(tenant: string, path: string): Promise<number | undefined> {
  return (await page.goto(siteUrl(tenant, port, path)))?.status()
}

/** The tenant's pages added by the newer content routes, with the heading each shows on Harbour Nissan. */
const NEW_PAGES = [
  { path: "/diamond-advantage", heading: "Diamond Advantage" },
  { path: "/eofy", heading: "EOFY at Harbour Nissan" },
  { path: "/buying", heading: "Buying a Car" },
  { path: "/pages/warranty", heading: "Nissan Warranty Explained" },
  { path: "/pages/capped-price-service", heading: "Capped Price Service" },
  { path: "/pages/roadside-assistance", heading: "Roadside Assistance" },
  { path: "/pages/owners", heading: "Owners" },
  { path: "/pages/eofy-sale", heading: "EOFY Sale" },
  { path: "/pages/eofy-sale-2026", heading: "EOFY Sale 2026" },
  { path: "/blog/vehicle-reviews", heading: "Vehicle Reviews" }
] as const

describe("content routes", () => {
  it("shows each page on the tenant that has it, and answers 404 on one that does not", async () => {
    const content = new ContentPages(page)
    for (const { path, heading } of NEW_PAGES) {
      expect(await statusOf("harbour-nissan", path), path).toBe(200)
      expect(await content.heading.textContent(), path).toBe(heading)
      expect(await statusOf("bayside-suzuki", path), path).toBe(404)
    }
    expect(await statusOf("harbour-nissan", "/pages/eofy-sale-2027")).toBe(404)
    expect(await statusOf("harbour-nissan", "/pages/about-us")).toBe(404)
    expect(await statusOf("coastal-kia", "/pages/owners")).toBe(404)
  })

  it("lists only the vehicle reviews on /blog/vehicle-reviews, each linking to its post", async () => {
    expect(await statusOf("harbour-nissan", "/blog/vehicle-reviews")).toBe(200)
    const content = new ContentPages(page)
    expect(await content.postCardTitles.allTextContents()).toEqual(["Nissan X-Trail e-POWER review"])
    await content.postCardTitles.getByRole("link").click()
    await page.waitForURL(siteUrl("harbour-nissan", port, "/blog/x-trail-e-power-review"))
    expect(await content.heading.textContent()).toBe("Nissan X-Trail e-POWER review")
  })

  it("links the tenant's content pages that exist from the footer, and no others", async () => {
    await page.goto(siteUrl("harbour-nissan", port, "/"))
    const footer = new SiteFooterLinks(page)
    const harbour = await footer.hrefs()
    for (const { path } of NEW_PAGES) expect(harbour, path).toContain(path)
    expect(harbour).toEqual(expect.arrayContaining(["/about-us", "/warranty", "/service", "/blog", "/news", "/privacy-policy"]))
    for (const href of harbour.filter((link) => !link.endsWith(".xml"))) {
      const { status } = await siteGet(port, "harbour-nissan.localhost", href)
      // The watchlist asks a signed-out shopper to sign in first.
      expect(status, href).toBe(href === "/watchlist" ? 302 : 200)
    }
    await footer.link("EOFY Sale 2026").focus()
    await page.keyboard.press("Enter")
    await page.waitForURL(siteUrl("harbour-nissan", port, "/pages/eofy-sale-2026"))
    // A client-side navigation: the address can change a moment before the new page renders.
    await expect.poll(() => new ContentPages(page).heading.textContent()).toBe("EOFY Sale 2026")

    await page.goto(siteUrl("bayside-suzuki", port, "/"))
    const bayside = await footer.hrefs()
    expect(bayside).toContain("/warranty")
    expect(bayside.filter((href) => href.startsWith("/pages/") || ["/eofy", "/buying", "/diamond-advantage"].includes(href))).toEqual([])
    // A tenant without content of its own: the pages every site has, written from its configuration.
    await page.goto(siteUrl("coastal-kia", port, "/"))
    expect(await footer.hrefs()).toEqual([
      "/about-us",
      "/dealer-locator",
      "/favourites",
      "/compare",
      "/watchlist",
      "/privacy-policy",
      "/terms-and-conditions",
      "/sitemap.xml"
    ])
  })

  it("lists the content pages and posts in the sitemap, each answering 200", async () => {
    const { body } = await siteGet(port, "harbour-nissan.localhost", "/sitemap.xml")
    const urls = [...body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "")
    const paths = urls.map((url) => new URL(url).pathname)
    for (const { path } of NEW_PAGES) expect(paths, path).toContain(path)
    expect(paths).toContain("/blog/x-trail-e-power-review")
    expect(paths).toContain("/news/brookvale-service-centre-reopens")
    expect(new Set(paths).size).toBe(paths.length)
    for (const url of urls.filter((loc) => !loc.includes("/cars/"))) {
      const { host, pathname } = new URL(url)
      expect((await httpExchange({ port, path: pathname, headers: { host } })).status, url).toBe(200)
    }
    const bayside = (await siteGet(port, "bayside-suzuki.localhost", "/sitemap.xml")).body.toString("utf8")
    expect(bayside).toContain("/warranty</loc>")
    expect(bayside).not.toContain("/pages/")
    expect(bayside).not.toContain("/blog/vehicle-reviews</loc>")
  })

  it("has no serious accessibility violations on the new pages", async () => {
    for (const path of ["/diamond-advantage", "/pages/eofy-sale-2026", "/blog/vehicle-reviews"]) {
      await page.goto(siteUrl("harbour-nissan", port, path))
      await new ContentPages(page).hydrated()
      expect(seriousViolations(await axeViolations(page)), path).toEqual([])
    }
  })
})

async function firstCar(tenant: string): Promise<Car> {
  const answer = await siteGet(port, `${tenant}.localhost`, "/api/stock/search")
  const [car] = (JSON.parse(answer.body.toString("utf8")) as { hits: Car[] }).hits
  if (!car) throw new Error(`${tenant} lists no car`)
  return car
}

describe("checkout a site does not offer", () => {
  it("answers 404 for reserving on a site that does not reserve online", async () => {
    const car = await firstCar("bayside-suzuki")
    for (const path of [`/cars/${car.slug}/checkout`, `/cars/${car.slug}/buy-online`]) {
      expect(await statusOf("bayside-suzuki", path), path).toBe(404)
      expect(await page.locator("main h1").count(), path).toBe(1)
    }
  })

  it("answers 404 for buying online on a site that sells nothing online, before any sign-in", async () => {
    const car = await firstCar("coastal-kia")
    const { status } = await siteGet(port, "coastal-kia.localhost", `/checkout-journey?car_id=${car.slug}`)
    expect(status).toBe(404)
    expect(await statusOf("bayside-suzuki", `/checkout-journey?car_id=${(await firstCar("bayside-suzuki")).slug}`)).toBe(404)
  })

  it("still opens the checkouts a site offers (a gated one sends to sign-in)", async () => {
    const kia = await firstCar("coastal-kia")
    expect((await siteGet(port, "coastal-kia.localhost", `/cars/${kia.slug}/buy-online`)).status).toBe(302)
    const metro = await firstCar("metro-motor-group")
    expect((await siteGet(port, "metro-motor-group.localhost", `/cars/${metro.slug}/checkout`)).status).toBe(302)
    expect((await siteGet(port, "metro-motor-group.localhost", `/checkout-journey?car_id=${metro.slug}`)).status).toBe(302)
  })
})

describe("the model page's address follows the colour picker", () => {
  const queryField = async (name: string) => new URL(page.url()).searchParams.get(name)

  it("writes the chosen variant and colour into the address, which a reload keeps", async () => {
    await page.goto(siteUrl("harbour-nissan", port, "/models/x-trail"))
    const model = new ModelPage(page)
    await model.hydrated()
    const history = await page.evaluate(() => window.history.length)
    // Opening the page chooses nothing: its address stays as it was.
    expect(new URL(page.url()).search).toBe("")
    await model.swatch("Gun Metallic").click()
    await expect.poll(() => queryField("variant")).toBe("1")
    // The same address as the swatch's own no-script link.
    expect(await queryField("colour")).toBe("2001")
    expect(await model.swatch("Gun Metallic").getAttribute("href")).toBe("?variant=1&colour=2001#colours")

    await model.variantTab("ST-L").click()
    await expect.poll(() => queryField("variant")).toBe("2")
    expect(await queryField("colour")).toBe("2010")
    await model.swatch("Diamond Black").focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => model.colourName.textContent()).toBe("Diamond Black")
    await expect.poll(() => queryField("colour")).toBe("2012")
    // Each choice replaces the address rather than adding a Back step.
    expect(await page.evaluate(() => window.history.length)).toBe(history)

    await page.reload()
    expect(await model.selectedVariantTab.textContent()).toBe("ST-L")
    expect(await model.colourName.textContent()).toBe("Diamond Black")
  })
})
