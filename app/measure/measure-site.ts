/**
 * `npm run measure`: builds and serves the site as `npm start` does, then prints for each fixture
 * tenant the JavaScript the home, search and vehicle pages need before they are interactive (gzip),
 * Lighthouse's mobile performance and accessibility scores for those pages, and axe-core's
 * violations on every screen, each against the bars of docs/performance.md.
 */
import { tenantFixtures } from "@dealer/fixtures"
import { buildApp, startApp } from "../e2e/app-server.ts"
import { launchBrowser, siteUrl } from "../e2e/browser.ts"
import { axeViolations, seriousViolations } from "./axe-audit.ts"
import { criticalJavaScript } from "./critical-javascript.ts"
import { lighthouseScores } from "./lighthouse-audit.ts"
import { siteGet } from "./site-request.ts"

// Every fixture tenant: each has its own theme, home sections and stock.
const TENANTS = tenantFixtures().map((tenant) => tenant.slug)
const JS_BUDGET_KB = 160
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

async function firstCar(port: number, host: string): Promise<{ id: number; slug: string }> {
  const answer = await siteGet(port, host, "/api/stock/search")
  const { hits } = JSON.parse(answer.body.toString("utf8")) as { hits: Array<{ id: number; slug: string }> }
  const car = hits[0]
  if (!car) throw new Error(`${host} lists no cars`)
  return car
}

const screens = (car: { id: number; slug: string }) => ({
  home: "/",
  search: "/search/new-used-and-demo-cars",
  "special offers": "/special-offers",
  vehicle: `/cars/${car.slug}`,
  "dealer locator": "/dealer-locator?q=4000",
  favourites: "/favourites",
  compare: "/compare",
  "sign-in": "/sign-in?type=watchlist&redirect=%2Fwatchlist",
  print: `/print?car_id=${car.id}`
})

async function main() {
  const skipBuild = process.argv.includes("--no-build")
  const skipLighthouse = process.argv.includes("--no-lighthouse")
  if (!skipBuild) buildApp()
  const app = await startApp({ NODE_ENV: "production" })
  const browser = await launchBrowser()
  const misses: string[] = []
  try {
    for (const tenant of TENANTS) {
      const host = `${tenant}.localhost`
      const car = await firstCar(app.port, host)
      const pages = screens(car)
      console.log(`\n## ${tenant}`)

      console.log(`\nJavaScript before interactive (gzip, budget ${JS_BUDGET_KB} KB):`)
      for (const [name, path] of [["home", pages.home], ["search", pages.search], ["vehicle", pages.vehicle]] as const) {
        const scripts = await criticalJavaScript(app.port, host, path)
        const total = kb(scripts.reduce((sum, script) => sum + script.gzipBytes, 0))
        console.log(`  ${name.padEnd(10)} ${String(total).padStart(6)} KB in ${scripts.length} files`)
        if (total > JS_BUDGET_KB) misses.push(`${tenant} ${name}: ${total} KB of JavaScript`)
      }

      if (!skipLighthouse) {
        console.log("\nLighthouse (mobile; performance >= 95, accessibility 100, no layout shift):")
        for (const [name, path] of [["home", pages.home], ["search", pages.search], ["vehicle", pages.vehicle]] as const) {
          const scores = await lighthouseScores(siteUrl(tenant, app.port, path))
          console.log(
            `  ${name.padEnd(10)} performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
              `CLS ${scores.cumulativeLayoutShift.toFixed(3)}, LCP ${Math.round(scores.largestContentfulPaintMs)} ms, ` +
              `TBT ${Math.round(scores.totalBlockingTimeMs)} ms` +
              (scores.accessibilityFailures.length > 0 ? `; fails ${scores.accessibilityFailures.join(", ")}` : "")
          )
          if (scores.performance < 95) misses.push(`${tenant} ${name}: performance ${scores.performance}`)
          if (scores.accessibility < 100) misses.push(`${tenant} ${name}: accessibility ${scores.accessibility}`)
          if (scores.cumulativeLayoutShift > 0.01) misses.push(`${tenant} ${name}: CLS ${scores.cumulativeLayoutShift}`)
        }
      }

      console.log("\naxe-core (no serious or critical violation):")
      const page = await browser.newPage()
      for (const [name, path] of Object.entries(pages)) {
        const response = await page.goto(siteUrl(tenant, app.port, path), { waitUntil: "networkidle" })
        const violations = await axeViolations(page)
        const serious = seriousViolations(violations)
        const others = violations.length - serious.length
        console.log(
          `  ${name.padEnd(15)} HTTP ${response?.status() ?? "?"}, ${serious.length} serious or critical, ${others} moderate or minor` +
            serious.map((violation) => `\n    ${violation.impact}: ${violation.id} (${violation.nodes}) ${violation.targets.join(", ")}`).join("")
        )
        if (serious.length > 0) misses.push(`${tenant} ${name}: ${serious.map((violation) => violation.id).join(", ")}`)
      }
      await page.close()
    }
  } finally {
    await browser.close()
    await app.stop()
  }
  console.log(misses.length === 0 ? "\nEvery bar is met." : `\nBars not met:\n${misses.map((miss) => `  - ${miss}`).join("\n")}`)
}

await main()
