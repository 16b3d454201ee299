import { defaultTexts } from "@dealer/core"
import { tenantFixtures } from "@dealer/fixtures"
import { beforeAll, describe, expect, inject, it } from "vitest"
import { httpExchange } from "../app/test/http-exchange.ts"
import { crawlSite } from "./site-crawler.ts"

const port = inject("appPort")
// One page of each template per tenant is enough: a template's loader sends the same shape.
const LIMITS = { maxPages: 80, maxVehiclePages: 1, maxPerPattern: 1, maxQueriesPerPath: 1, concurrency: 3 }
const TEXT_KEYS = Object.keys(defaultTexts)
// Settings of the tenant no page renders as they are (decision 0068): their names never reach a page.
const SERVER_ONLY_SETTINGS = ["lead_delivery", "special_hours", "location_reviews", "include_sold_cars_days"]

/** The router's data in a server-rendered page: the scripts that stream the loaders' data. */
function routerData(html: string): string {
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .filter((script) => script.includes("streamController.enqueue("))
    .join("\n")
}

/** Whether the data names this key (the stream's strings sit inside a script's string, quotes escaped). */
const names = (data: string, key: string) => data.includes(`\\"${key}\\"`) || data.includes(`"${key}"`)

/** Each tenant's pages (one of each template) as the server renders them. */
const rendered: Array<{ readonly slug: string; readonly path: string; readonly html: string }> = []

beforeAll(async () => {
  for (const { slug } of tenantFixtures()) {
    const { fetched } = await crawlSite(port, slug, LIMITS)
    for (const path of fetched) {
      const answer = await httpExchange({ port, path, headers: { host: `${slug}.localhost:${port}` } })
      if (answer.status !== 200 || !String(answer.headers["content-type"]).startsWith("text/html")) continue
      rendered.push({ slug, path, html: answer.body.toString("utf8") })
    }
  }
}, 120_000)

// Issue 22: the vehicle page's loader returned the whole tenant (its 644 texts, every setting), as
// did 14 other routes. A page's data holds what it renders (decision 0068).
describe("the data each page sends its browser", () => {
  it("holds no tenant's texts table and none of its server-only settings, on any page of any tenant", () => {
    const problems: string[] = []
    let vehiclePages = 0
    let pages = 0
    for (const { slug, path, html } of rendered) {
      const data = routerData(html)
      if (data === "") continue
      pages += 1
      if (/^\/cars\/(?!trade-in$)[^/]+$/.test(path)) vehiclePages += 1
      const textKeys = TEXT_KEYS.filter((key) => names(data, key)).length
      // The root's frame and controls name about 90; the whole table names all of them.
      if (textKeys > TEXT_KEYS.length / 4) problems.push(`${slug} ${path}: names ${textKeys} of the ${TEXT_KEYS.length} texts`)
      const settings = SERVER_ONLY_SETTINGS.filter((key) => names(data, key))
      if (settings.length > 0) problems.push(`${slug} ${path}: sends ${settings.join(", ")}`)
    }
    expect(problems).toEqual([])
    expect(vehiclePages).toBeGreaterThanOrEqual(tenantFixtures().length)
    expect(pages).toBeGreaterThan(tenantFixtures().length * 10)
  })
})

// A finished Suspense boundary (an island, a deferred section) that React sends after the rest of
// the page, as a hidden copy swapped in by a script, leaves a hole the browser lays out first: the
// coastal-kia vehicle page shifted by 0.2 when its gallery came in so.
describe("the HTML each page sends", () => {
  it("holds every finished part of the page in place, on any page of any tenant", () => {
    // React Router's own data streams in one such part, a script: content never should.
    const outlined = rendered
      .filter(({ html }) => /<div hidden id="S:\d+"><(?!script)/.test(html))
      .map(({ slug, path }) => `${slug} ${path}`)
    expect(outlined).toEqual([])
    expect(rendered.length).toBeGreaterThan(tenantFixtures().length * 10)
  })
})
