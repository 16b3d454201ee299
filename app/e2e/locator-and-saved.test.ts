import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { startApp, type RunningApp } from "./app-server.ts"
import { browserPerFile, keepScreenshot, siteUrl } from "./browser.ts"
import { ComparePage, FavouritesPage, LocatorPage, SignInPage, SiteHeaderNav, WatchlistPage } from "./pages/saved.ts"
import { httpExchange } from "../app/test/http-exchange.ts"

const port = inject("appPort")
let page: Page
const browser = browserPerFile((fresh) => ({ page } = fresh), { offline: true })

interface ListedCar {
  readonly id: number
  readonly slug: string
  readonly year: number
  readonly make: string
  readonly model: string
  readonly stocknum: string | null
}

async function listedCars(slug: string, appPort = port): Promise<{ cars: ListedCar[]; total: number }> {
  const response = await page.goto(siteUrl(slug, appPort, "/api/stock/search"))
  const body = (await response?.json()) as { hits: ListedCar[]; total: number }
  return { cars: body.hits, total: body.total }
}

/** Stores favourites the way the site's storage hooks write them (`{slug}:FavouritedCars`). */
async function seedFavourites(slug: string, cars: ReadonlyArray<ListedCar>, appPort = port): Promise<void> {
  await page.goto(siteUrl(slug, appPort, "/robots.txt"))
  const favourites = cars.map((car) => ({
    id: car.id,
    name: `${car.year} ${car.make} ${car.model}`,
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: null
  }))
  const viewed = cars.map((car) => ({ id: car.id, stocknum: car.stocknum, make: car.make, model: car.model, body: null, simple_body: null }))
  await page.evaluate(
    ([key, value, viewedKey, viewedValue]) => {
      localStorage.setItem(key, value)
      localStorage.setItem(viewedKey, viewedValue)
    },
    [`${slug}:FavouritedCars`, JSON.stringify(favourites), `${slug}:ViewCar`, JSON.stringify(viewed)] as const
  )
}

async function hasNoHorizontalOverflow(): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)
}

describe.each([
  {
    slug: "metro-motor-group",
    postcode: "4000",
    // Aspley 12 km, Springwood 19 km, the Yatala parts site 36 km from Brisbane.
    within50: ["Metro Mazda Aspley", "Metro Toyota Springwood", "Metro Parts Yatala"],
    radius: "25",
    afterRadius: ["Metro Mazda Aspley", "Metro Toyota Springwood"]
  },
  {
    slug: "coastal-kia",
    postcode: "4000",
    // Southport is 67 km and Robina 77 km from Brisbane: nothing within the default 50 km.
    within50: [],
    radius: "100",
    afterRadius: ["Coastal Kia Southport", "Coastal Kia Robina"]
  }
])("$slug", ({ slug, postcode, within50, radius, afterRadius }) => {
  it("finds dealerships near a postcode with the place picker, then within another radius", async () => {
    await page.goto(siteUrl(slug, port, "/dealer-locator"))
    const locator = new LocatorPage(page)
    expect(await locator.radius.inputValue()).toBe("50")
    await locator.searchPlace(postcode)
    await page.waitForURL(/[?&]lat=/)
    await locator.placeBox.waitFor()
    if (within50.length === 0) {
      expect(await locator.message.textContent()).toMatch(/^No dealerships found near .*4000/)
    } else {
      await locator.resultNames.first().waitFor()
      expect(await locator.names()).toEqual(within50)
      expect(await locator.groupHeadings.allTextContents()).toEqual(["Sales", "Parts"])
      const aspley = locator.result("Metro Mazda Aspley")
      expect(await aspley.locator(".locator-card__distance").textContent()).toBe("12 km away")
      expect(await aspley.locator(".locator-card__address").textContent()).toContain("1391 Gympie Road")
      expect(await aspley.locator(".locator-card__phone a").getAttribute("href")).toBe("tel:0755501012")
      // The map loads on the client although no tile can.
      await locator.map.waitFor()
    }

    await locator.radius.selectOption(radius)
    await page.waitForURL(new RegExp(`radius=${radius}`))
    await page.waitForFunction(
      (expected) => [...document.querySelectorAll(".locator-card__name")].map((n) => n.textContent).join("|") === expected,
      afterRadius.join("|")
    )
    expect(await locator.names()).toEqual(afterRadius)
  })

  it("renders the locator's results from the plain form without JavaScript", async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    try {
      const plain = await noScript.newPage()
      const response = await plain.goto(siteUrl(slug, port, `/dealer-locator?q=${postcode}&radius=${radius}`))
      expect(response?.status()).toBe(200)
      expect(await new LocatorPage(plain).names()).toEqual(afterRadius)
      expect(await plain.locator("select[name=radius]").inputValue()).toBe(radius)
    } finally {
      await noScript.close()
    }
  })

  it("lists stored favourites and recently viewed cars, and compares two side by side", async () => {
    const { cars } = await listedCars(slug)
    const chosen = cars.slice(0, 2)
    await seedFavourites(slug, chosen)
    await page.goto(siteUrl(slug, port, "/favourites"))
    const favourites = new FavouritesPage(page)
    await favourites.items.nth(1).waitFor()
    const names = chosen.map((car) => `${car.year} ${car.make} ${car.model}`)
    expect(await favourites.titles.allTextContents()).toEqual(names)
    expect(await favourites.recentlyViewed.count()).toBe(2)

    for (const name of names) await favourites.chooseForCompare(name)
    await favourites.compare()
    await page.waitForURL(/\/compare\?car=\d+&car=\d+$/)
    const compare = new ComparePage(page)
    await compare.carHeadings.nth(1).waitFor()
    expect(await compare.carHeadings.count()).toBe(2)
    expect((await compare.carHeadings.allTextContents())[0]).toContain(`${chosen[0]?.year} ${chosen[0]?.make} ${chosen[0]?.model}`)
    expect(await compare.rowValues("Year").allTextContents()).toEqual(chosen.map((car) => String(car.year)))
    expect(await compare.rowValues("Odometer").allTextContents()).toEqual([
      expect.stringMatching(/km$/),
      expect.stringMatching(/km$/)
    ])
    expect(await compare.rowValues("Repayment").count()).toBe(2)
  })

  it("lists every visible car in the sitemap, on the tenant's host, and points robots.txt at it", async () => {
    const { total } = await listedCars(slug)
    const response = await page.goto(siteUrl(slug, port, "/sitemap.xml"))
    expect(response?.headers()["content-type"]).toContain("application/xml")
    const xml = (await response?.text()) ?? ""
    const carUrls = xml.match(new RegExp(`<loc>http://${slug}\\.localhost:${port}/cars/[^<]+</loc>`, "g")) ?? []
    expect(carUrls.length).toBe(total)
    expect(xml).toContain(`<loc>http://${slug}.localhost:${port}/search/new-used-and-demo-cars</loc>`)
    const pageUrls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "").filter((url) => !url.includes("/cars/"))
    expect(pageUrls).toContain(`http://${slug}.localhost:${port}/dealerships`)
    expect(pageUrls.some((url) => url.includes("/locations/"))).toBe(true)
    for (const url of pageUrls) {
      const { host, pathname } = new URL(url)
      expect((await httpExchange({ port, path: pathname, headers: { host } })).status, url).toBe(200)
    }
    const robots = await page.goto(siteUrl(slug, port, "/robots.txt"))
    expect(await robots?.text()).toContain(`Sitemap: http://${slug}.localhost:${port}/sitemap.xml`)
  })

  it("moves through the header navigation with the keyboard", async () => {
    await page.goto(siteUrl(slug, port, "/favourites"))
    const header = new SiteHeaderNav(page)
    expect(await header.links.allTextContents()).toEqual([
      "Our Stock",
      "Special Offers",
      "Finance",
      "Trade In",
      "Service",
      "Contact Us"
    ])
    await page.keyboard.press("Tab")
    expect(await header.focusedText()).toBe("Skip to main content")
    await page.keyboard.press("Tab") // the site name
    await page.keyboard.press("Tab") // the keyword box
    await page.keyboard.press("Tab") // its Search button
    await page.keyboard.press("Tab") // the dealer's phone number
    for (const label of ["Our Stock", "Special Offers"]) {
      await page.keyboard.press("Tab")
      expect(await header.focusedText()).toBe(label)
    }
    await page.keyboard.press("Enter")
    await page.waitForURL(/\/special-offers$/)
    // The URL changes before React renders the new page's header: wait for that render.
    await expect.poll(() => header.link("Special Offers").getAttribute("aria-current")).toBe("page")
  })

  it("has no horizontal overflow at 400 px and 1200 px", async () => {
    const { cars } = await listedCars(slug)
    await seedFavourites(slug, cars.slice(0, 3))
    const ids = cars.slice(0, 3).map((car) => `car=${car.id}`).join("&")
    const pages = {
      locator: `/dealer-locator?q=${postcode}&radius=1000`,
      favourites: "/favourites",
      compare: `/compare?${ids}`,
      "sign-in": "/sign-in?type=watchlist&redirect=%2Fwatchlist"
    }
    for (const width of [400, 1200]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [name, route] of Object.entries(pages)) {
        await page.goto(siteUrl(slug, port, route))
        await page.locator("main h1").waitFor()
        await keepScreenshot(page, `${slug}-${name}-${width}`, { fullPage: true })
        expect(await hasNoHorizontalOverflow(), `${route} at ${width} px`).toBe(true)
      }
    }
  })
})

describe("sign-in and the watchlist", () => {
  // The shared production server has no outbox to read codes from: this suite runs its own.
  let app: RunningApp
  beforeAll(async () => {
    app = await startApp({ NODE_ENV: "test", DEV_OUTBOX: "true" })
  }, 180_000)
  afterAll(async () => {
    await app?.stop()
  })

  async function latestCode(): Promise<string> {
    // Asked from the page itself: only the browser resolves the tenant's `*.localhost` host.
    const { messages } = (await page.evaluate(async () => (await fetch("/dev/outbox")).json())) as {
      messages: ReadonlyArray<unknown>
    }
    const code = JSON.stringify(messages[0] ?? "").match(/\b(\d{6}) is your\b/)?.[1]
    if (!code) throw new Error(`No sign-in code in the outbox: ${JSON.stringify(messages[0])}`)
    return code
  }

  it.each(["metro-motor-group", "coastal-kia"])(
    "%s: sends a signed-out visitor to sign-in, then saves a favourite to the watchlist and shows it there",
    async (slug) => {
      const watchlistResponse = await page.goto(siteUrl(slug, app.port, "/watchlist"))
      expect(watchlistResponse?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe("/sign-in")
      expect(new URL(page.url()).searchParams.get("type")).toBe("watchlist")

      const { cars } = await listedCars(slug, app.port)
      const car = cars[0]!
      await seedFavourites(slug, [car], app.port)
      await page.goto(siteUrl(slug, app.port, "/favourites"))
      const favourites = new FavouritesPage(page)
      await favourites.saveButton(0).click()
      await page.waitForURL(/\/sign-in\?type=watchlist&redirect=%2Ffavourites/)

      const signIn = new SignInPage(page)
      await signIn.requestCode("0412 345 678")
      await page.getByLabel("Code", { exact: true }).waitFor()
      await signIn.enterCode(await latestCode())
      await page.waitForURL(/\/favourites$/)

      await favourites.saveButton(0).click()
      await favourites.toast.waitFor()
      expect(await favourites.toast.textContent()).toContain("Car Saved In Watchlist")
      expect(await favourites.saveButton(0).getAttribute("aria-pressed")).toBe("true")
      expect(await favourites.saveButton(0).textContent()).toBe("Saved to Watchlist")
      await favourites.toast.getByRole("link", { name: "View List" }).click()
      await page.waitForURL(/\/watchlist$/)
      expect(await new WatchlistPage(page).titles.allTextContents()).toEqual([
        expect.stringContaining(`${car.year} ${car.make} ${car.model}`)
      ])
    },
    60_000
  )

  it("saves and removes a car from a search card and from the vehicle sidebar, with the toasts, and hides it for a sold car", async () => {
    const slug = "westside-used-cars"
    const searchPath = "/search/new-used-and-demo-cars"
    await page.goto(siteUrl(slug, app.port, searchPath))
    const card = page.locator(".car-card").filter({ has: page.locator(".car-card__watchlist") }).first()
    const save = card.locator(".car-card__watchlist")
    expect(await save.textContent()).toBe("Save to Watchlist")
    await save.evaluate((element) =>
      new Promise<void>((resolve) => {
        const wait = () => (Object.keys(element).some((key) => key.startsWith("__reactProps")) ? resolve() : setTimeout(wait, 20))
        wait()
      })
    )
    // Signed out: sign-in first, then back to the search.
    await save.click()
    await page.waitForURL(/\/sign-in\?type=watchlist&redirect=%2Fsearch%2Fnew-used-and-demo-cars/)
    const signIn = new SignInPage(page)
    await signIn.requestCode("0412 345 678")
    await page.getByLabel("Code", { exact: true }).waitFor()
    await signIn.enterCode(await latestCode())
    await page.waitForURL((url) => url.pathname === searchPath)

    const title = (await card.locator(".car-card__title").textContent()) ?? ""
    const toast = page.locator(".search-toasts .toast")
    // Each confirmed save records the favourite's analytics event (39); a remove records none.
    const events: Array<Record<string, unknown>> = []
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/analytics/events")) events.push(request.postDataJSON() as Record<string, unknown>)
    })
    const saves = () => events.filter((event) => event["event_id"] === 39)
    const cardId = Number(await card.getAttribute("data-car-id"))
    await save.click()
    await toast.waitFor()
    expect(await toast.textContent()).toContain("Car Saved In Watchlist")
    expect(await toast.textContent()).toContain(`${title} is now available in your watchlist`)
    expect(await save.getAttribute("aria-pressed")).toBe("true")
    expect(await save.textContent()).toBe("Saved to Watchlist")
    await expect.poll(() => save.getAttribute("aria-busy")).toBe("false")
    await expect.poll(saves).toEqual([{ event_id: 39, label: "Used Car", car_id: cardId }])
    await save.click()
    await expect.poll(() => toast.textContent()).toContain("Car Removed")
    expect(await toast.textContent()).toContain(`${title} is no longer in your watchlist`)
    expect(await save.textContent()).toBe("Save to Watchlist")
    await expect.poll(() => save.getAttribute("aria-busy")).toBe("false")

    // The same car's page: saved from the sidebar, then removed; the page reloads saved.
    await card.locator(".car-card__link").click()
    await page.waitForURL(/\/cars\//)
    const sidebarSave = page.locator(".car-page__sidebar .car-page__watchlist")
    await sidebarSave.evaluate((element) =>
      new Promise<void>((resolve) => {
        const wait = () => (Object.keys(element).some((key) => key.startsWith("__reactProps")) ? resolve() : setTimeout(wait, 20))
        wait()
      })
    )
    expect(await sidebarSave.getAttribute("aria-pressed")).toBe("false")
    await sidebarSave.click()
    await expect.poll(() => page.locator(".toast-region").textContent()).toContain("Car Saved In Watchlist")
    expect(await sidebarSave.textContent()).toBe("Saved to Watchlist")
    await expect.poll(() => saves().length).toBe(2)
    expect(saves()[1]).toEqual({ event_id: 39, label: "Used Car", car_id: cardId })
    await expect.poll(() => sidebarSave.getAttribute("aria-busy")).toBe("false")
    await page.reload()
    await expect.poll(() => sidebarSave.getAttribute("aria-pressed")).toBe("true")
    await sidebarSave.evaluate((element) =>
      new Promise<void>((resolve) => {
        const wait = () => (Object.keys(element).some((key) => key.startsWith("__reactProps")) ? resolve() : setTimeout(wait, 20))
        wait()
      })
    )
    await sidebarSave.click()
    await expect.poll(() => page.locator(".toast-region").textContent()).toContain("Car Removed")
    expect(await sidebarSave.getAttribute("aria-pressed")).toBe("false")
    expect(saves()).toHaveLength(2)

    // A sold car that is not saved has no save control.
    await page.goto(siteUrl(slug, app.port, "/cars/2024-kia-sportage-s-k11020"))
    expect(await page.locator(".car-page__sold").count()).toBe(1)
    expect(await sidebarSave.count()).toBe(0)
  }, 60_000)
})
