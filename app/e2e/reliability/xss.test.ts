import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startApp, type RunningApp } from "../app-server.ts"
import { connectBrowser, OFFLINE, siteUrl } from "../browser.ts"
import { hydrated, injectionOf, NO_INJECTION, rawMarkupIn, unsafeScriptData, visit, type Visit } from "./xss-page-checks.ts"
import {
  HOSTILE_LABELS,
  HOSTILE_OFFER_ID,
  HOSTILE_POST_ID,
  HOSTILE_REVIEWED_LOCATION_SLUG,
  HOSTILE_TENANT_SLUG,
  seedHostileTenant
} from "./xss-tenant.ts"
import { hostile, JAVASCRIPT_URL, vector, XSS_VECTORS } from "./xss-vectors.ts"

interface ListedCar {
  readonly id: number
  readonly slug: string
  readonly make: string
  readonly model: string
  readonly stocknum: string | null
}

let dataDir: string
let app: RunningApp
let browser: Browser
let cars: ReadonlyArray<ListedCar>

const url = (pathAndQuery: string) => siteUrl(HOSTILE_TENANT_SLUG, app.port, pathAndQuery)

/** A shopper's tab without the page's CSP, so the test sees whether escaping alone stops each vector. */
// The test machine has no internet: outside requests (map tiles) fail at once (`OFFLINE`).
function unguardedContext(): Promise<BrowserContext> {
  return browser.newContext({ bypassCSP: true, ...OFFLINE })
}

/** A test with its own unguarded context, opened before and closed after it. */
const withContext = it.extend<{ context: BrowserContext }>({
  // vitest reads a fixture's dependencies from the destructuring pattern: this one has none.
  context: async ({}, use) => {
    const context = await unguardedContext()
    await use(context)
    await context.close()
  }
})

function expectNoInjection(visited: Visit) {
  expect(injectionOf(visited.evidence), visited.page.url()).toEqual(NO_INJECTION)
  expect(rawMarkupIn(visited.html), visited.page.url()).toEqual([])
  expect(unsafeScriptData(visited.html), visited.page.url()).toEqual([])
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "dealer-xss-"))
  // Seeded before the app's first start: the app then leaves the stored tenant as it is.
  const tenantsDir = path.join(dataDir, "tenants")
  mkdirSync(tenantsDir)
  await seedHostileTenant({ dataDir: path.join(dataDir, "pglite") }, tenantsDir)
  app = await startApp({ NODE_ENV: "production", TENANTS_DIR: tenantsDir }, { dataDir })
  browser = await connectBrowser()
  const context = await unguardedContext()
  const page = await context.newPage()
  const response = await page.goto(url("/api/stock/search"))
  cars = ((await response?.json()) as { hits: ListedCar[] }).hits
  await context.close()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await app?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

// Each visit waits for the page to settle, so the checks run side by side, each in its own context.
describe.concurrent("hostile dealer data and hostile addresses run no script (escaping alone, CSP bypassed)", () => {
  withContext("lists hostile cars through the API, so the pages below show them", () => {
    expect(cars.length).toBeGreaterThan(1)
  })

  withContext("home page shows the hostile site name and navigation as text", async ({ context }) => {
    const home = await visit(context, url("/"))
    expectNoInjection(home)
    expect(home.evidence.text).toContain(hostile(HOSTILE_LABELS.navStock, 1))
    expect(await home.page.title()).toContain(hostile(HOSTILE_LABELS.siteName, 0))
  })

  withContext("search page shows the hostile texts as text", async ({ context }) => {
    const search = await visit(context, url("/search/new-used-and-demo-cars"))
    expectNoInjection(search)
    expect(search.evidence.text).toContain(hostile(HOSTILE_LABELS.navStock, 1))
    expect(search.evidence.text).toContain(vector(2))
  })

  withContext.for(XSS_VECTORS.map((text, index) => ({ text, index })))(
    "search with vector $index in the query string runs nothing",
    async ({ text }, { context }) => {
      const params = new URLSearchParams([
        ["q", text],
        ["query", text],
        ["make", text],
        ["model", text],
        ["body", text],
        ["userLocation", text],
        ["sortBy", text]
      ])
      const search = await visit(context, url(`/search/new-used-and-demo-cars?${params}`))
      expectNoInjection(search)
    }
  )

  // The five addresses load side by side, each in its own tab, closed once checked.
  withContext.for(XSS_VECTORS.map((text, index) => ({ text, index })))("vector $index in the path runs nothing", async ({ text }, { context }) => {
    const segment = encodeURIComponent(text)
    const addresses = [`/search/${segment}`, `/search/used/${segment}`, `/cars/${segment}`, `/locations/${segment}`, `/${segment}`]
    await Promise.all(
      addresses.map(async (address) => {
        const visited = await visit(context, url(address))
        expectNoInjection(visited)
        await visited.page.close()
      })
    )
  })

  withContext("search for the hostile model lists it as text", async ({ context }) => {
    const search = await visit(context, url(`/search/new-used-and-demo-cars?${new URLSearchParams({ query: HOSTILE_LABELS.model })}`))
    expectNoInjection(search)
  })

  withContext("vehicle page shows hostile dealer comments and titles as text", async ({ context }) => {
    for (const car of cars.slice(0, 3)) {
      const detail = await visit(context, url(`/cars/${encodeURIComponent(car.slug)}`))
      expectNoInjection(detail)
      expect(detail.response?.status()).toBe(200)
      expect(detail.evidence.text).toContain(`${HOSTILE_LABELS.dealerComments} ${XSS_VECTORS[0]}`)
      expect(detail.evidence.text).toContain(hostile(HOSTILE_LABELS.dealerCommentsTitle, 4))
      // The title ends with the car's hostile badge and series.
      const title = await detail.page.locator("main.car-page h1").innerText()
      expect(XSS_VECTORS.some((text) => title.includes(text)), title).toBe(true)
      // Structured data carries the hostile texts as data, escaped, and still parses.
      const jsonLd = await detail.page.locator('script[type="application/ld+json"]').allTextContents()
      expect(jsonLd.length).toBeGreaterThan(0)
      for (const json of jsonLd) expect(() => JSON.parse(json)).not.toThrow()
      expect(jsonLd.join("")).toContain("__xssFired")
    }
  })

  withContext("print page shows the hostile car as text", async ({ context }) => {
    const car = cars[0]
    expect(car).toBeDefined()
    const print = await visit(context, url(`/print?car_id=${car?.id}`))
    expectNoInjection(print)
    expect(print.response?.status()).toBe(200)
    expect(print.evidence.text).toContain(HOSTILE_LABELS.dealerComments)
  })

  withContext("dealer locator shows hostile location names as text", async ({ context }) => {
    const locator = await visit(context, url("/dealer-locator?q=4000"))
    expectNoInjection(locator)
    expect(locator.evidence.text).toContain(hostile(HOSTILE_LABELS.locatorTitle, 6))
    expect(locator.evidence.text).toContain(HOSTILE_LABELS.location)
  })

  withContext.for(XSS_VECTORS.map((text, index) => ({ text, index })))(
    "dealer locator with vector $index as the place runs nothing",
    async ({ text }, { context }) => {
      const locator = await visit(context, url(`/dealer-locator?${new URLSearchParams({ q: text, lat: text, radius: text })}`))
      expectNoInjection(locator)
    }
  )

  withContext("location pages show hostile location names and reviews as text", async ({ context }) => {
    for (const address of ["/dealerships", "/contact-us"]) {
      const list = await visit(context, url(address))
      expectNoInjection(list)
      expect(list.response?.status()).toBe(200)
      expect(list.evidence.text).toContain(HOSTILE_LABELS.location)
    }
    for (const section of ["locations", "contact-us", "our-location"]) {
      const detail = await visit(context, url(`/${section}/${HOSTILE_REVIEWED_LOCATION_SLUG}`))
      expectNoInjection(detail)
      expect(detail.response?.status()).toBe(200)
      expect(detail.evidence.text).toContain(hostile(HOSTILE_LABELS.reviewer, 0))
      expect(detail.evidence.text).toContain(hostile(HOSTILE_LABELS.reviewer, 1))
      expect(detail.evidence.text).toContain(`${HOSTILE_LABELS.reviewText} ${XSS_VECTORS[0]}`)
      expect(detail.evidence.text).toContain(hostile("Reply", 1))
    }
  })

  withContext("home, offer, content and post pages show hostile dealer texts as text", async ({ context }) => {
    const home = await visit(context, url("/"))
    expectNoInjection(home)
    expect(home.evidence.text).toContain(hostile(HOSTILE_LABELS.offerTitle, 1))
    const offer = await visit(context, url(`/offers/${HOSTILE_OFFER_ID}`))
    expectNoInjection(offer)
    expect(offer.evidence.text).toContain(hostile(HOSTILE_LABELS.offerTitle, 1))
    for (const address of ["/about-us", "/service"]) {
      const page = await visit(context, url(address))
      expectNoInjection(page)
      expect(page.evidence.text).toContain(hostile(HOSTILE_LABELS.contentTitle, 0))
    }
    expectNoInjection(await visit(context, url("/blog")))
    const post = await visit(context, url(`/blog/${HOSTILE_POST_ID}`))
    expectNoInjection(post)
    expect(post.evidence.text).toContain(hostile(HOSTILE_LABELS.postTitle, 2))
  })

  withContext("favourites and recently viewed show hostile stored entries as text", async ({ context }) => {
    const seed = async (page: Page) => {
      await page.goto(url("/robots.txt"))
      const favourites = XSS_VECTORS.map((text, index) => ({
        id: 900_000 + index,
        name: hostile("Stored", index),
        slug: text,
        make: text,
        model: text,
        primary_image_url: index % 2 === 0 ? JAVASCRIPT_URL : text
      }))
      const viewed = XSS_VECTORS.map((text, index) => ({
        id: 900_000 + index,
        stocknum: text,
        make: text,
        model: text,
        body: text,
        simple_body: text
      }))
      await page.evaluate(
        ([slug, favouritesJson, viewedJson]) => {
          localStorage.setItem(`${slug}:FavouritedCars`, favouritesJson)
          localStorage.setItem(`${slug}:ViewCar`, viewedJson)
        },
        [HOSTILE_TENANT_SLUG, JSON.stringify(favourites), JSON.stringify(viewed)] as const
      )
    }
    const favourites = await visit(context, url("/favourites"), seed)
    expectNoInjection(favourites)
    expect(favourites.evidence.text).toContain(hostile(HOSTILE_LABELS.favouritesTitle, 7))
    expect(favourites.evidence.text).toContain(hostile("Stored", 0))
    expect(favourites.evidence.text).toContain(hostile("Stored", 1))
  })

  withContext("compare page shows hostile cars as text", async ({ context }) => {
    const [first, second] = cars
    const compare = await visit(context, url(`/compare?car=${first?.id}&car=${second?.id}`))
    expectNoInjection(compare)
    expect(compare.evidence.text).toContain(hostile(HOSTILE_LABELS.compareTitle, 8))
    // Each car's column heading is its title, which ends with its hostile badge and series.
    const headings = await compare.page.locator("table.compare thead th").allInnerTexts()
    const carHeadings = headings.slice(1)
    expect(carHeadings).toHaveLength(2)
    for (const heading of carHeadings) expect(XSS_VECTORS.some((text) => heading.includes(text)), heading).toBe(true)
  })

  withContext("sign-in with payload addresses to return to runs nothing", async ({ context }) => {
    const params = new URLSearchParams({ type: "watchlist", redirect: JAVASCRIPT_URL, back: JAVASCRIPT_URL })
    const signIn = await visit(context, url(`/sign-in?${params}`))
    expectNoInjection(signIn)
  })

  withContext("sitemap.xml carries no hostile markup", async ({ context }) => {
    const sitemap = await visit(context, url("/sitemap.xml"))
    expect(sitemap.response?.status()).toBe(200)
    expect(sitemap.response?.headers()["content-type"]).toMatch(/xml/)
    expectNoInjection(sitemap)
  })
})

describe("security headers and the site's own scripts", () => {
  it("a page answers with a strict CSP, nosniff, a referrer policy and frame-ancestors", async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const response = await page.goto(url("/search/new-used-and-demo-cars"))
      const headers = response?.headers() ?? {}
      const policy = headers["content-security-policy"] ?? ""
      const directives = new Map(
        policy
          .split(";")
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...values]) => [name ?? "", values] as const)
      )
      expect(directives.get("script-src")).toBeDefined()
      expect(directives.get("script-src")).not.toContain("'unsafe-inline'")
      expect(directives.get("script-src")).not.toContain("'unsafe-eval'")
      expect(directives.get("frame-ancestors")).toBeDefined()
      expect(directives.get("object-src")).toEqual(["'none'"])
      // One policy, not two merged ones (Playwright joins repeated headers with a line break).
      expect(policy).not.toContain("\n")
      // The server and the page both send it; every copy must say nosniff.
      expect(headers["x-content-type-options"]?.split(/[\n,]\s*/)).toEqual(expect.arrayContaining(["nosniff"]))
      expect(headers["x-content-type-options"]?.split(/[\n,]\s*/).every((value) => value === "nosniff")).toBe(true)
      expect(headers["referrer-policy"]).toBeTruthy()
    } finally {
      await context.close()
    }
  })

  it.each(["search", "vehicle"] as const)("the %s page breaks no CSP rule with its own scripts", async (kind) => {
    const context = await browser.newContext(OFFLINE)
    try {
      await context.addInitScript(() => {
        const violations: Array<string> = []
        Object.assign(window, { __cspViolations: violations })
        document.addEventListener("securitypolicyviolation", (event) =>
          violations.push(`${event.violatedDirective} ${event.blockedURI}`)
        )
      })
      const page = await context.newPage()
      const messages: Array<string> = []
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) messages.push(message.text())
      })
      const address = kind === "search" ? "/search/new-used-and-demo-cars" : `/cars/${encodeURIComponent(cars[0]?.slug ?? "")}`
      const response = await page.goto(url(address))
      expect(response?.status()).toBe(200)
      await page.waitForLoadState("networkidle").catch(() => undefined)
      // Hydrated: the router exists only once the site's scripts ran under the policy.
      await hydrated(page)
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: ReadonlyArray<string> }).__cspViolations)
      expect(violations).toEqual([])
      expect(messages).toEqual([])
    } finally {
      await context.close()
    }
  })
})
