import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { axeViolations, seriousViolations } from "../measure/axe-audit.ts"
import { siteGet } from "../measure/site-request.ts"
import { browserPerFile, siteUrl } from "./browser.ts"

const port = inject("appPort")
let page: Page
browserPerFile((fresh) => ({ page } = fresh))

/** A tenant's first listed cars, through the site's own API. */
async function cars(slug: string): Promise<{ id: number; slug: string }[]> {
  const answer = await siteGet(port, `${slug}.localhost`, "/api/stock/search")
  return (JSON.parse(answer.body.toString("utf8")) as { hits: Array<{ id: number; slug: string }> }).hits
}

describe.each(["metro-motor-group", "coastal-kia"])("every screen of %s", (tenant) => {
  it("has no serious or critical axe-core violation", async () => {
    const [first, second] = await cars(tenant)
    if (!first || !second) throw new Error(`${tenant} lists fewer than two cars`)
    const screens = [
      "/search/new-used-and-demo-cars",
      "/search/used-cars",
      "/special-offers",
      `/cars/${first.slug}`,
      `/print?car_id=${first.id}`,
      "/dealer-locator?q=4000",
      "/favourites",
      `/compare?car=${first.id}&car=${second.id}`,
      "/sign-in?type=watchlist&redirect=%2Fwatchlist",
      "/no-such-page"
    ]
    const found: Record<string, string[]> = {}
    for (const path of screens) {
      await page.goto(siteUrl(tenant, port, path), { waitUntil: "networkidle" })
      const serious = seriousViolations(await axeViolations(page))
      if (serious.length > 0) found[path] = serious.map((violation) => `${violation.id}: ${violation.targets.join(", ")}`)
    }
    expect(found).toEqual({})
  })
})
