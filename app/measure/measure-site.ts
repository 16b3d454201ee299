/**
 * `npm run measure`: builds and serves the site as `npm start` does, then prints for each fixture
 * tenant the JavaScript the home, search and vehicle pages need before they are interactive (gzip),
 * Lighthouse's mobile performance and accessibility scores for those pages, and axe-core's
 * violations on every screen, each against the bars of docs/performance.md. First, the server CPU
 * per uncached render of those pages next to a bare React Router page served by the same server.js
 * in the same run (render-cpu.ts), with each page's HTML and router data sizes. `--cpu-only` stops
 * after that; `--cpu-seconds N` (default 10) and `--cpu-connections N` (default 10) set the load.
 */
import { tenantFixtures } from "@dealer/fixtures"
import { buildApp, startApp } from "../e2e/app-server.ts"
import { launchBrowser, siteUrl } from "../e2e/browser.ts"
import { axeViolations, seriousViolations } from "./axe-audit.ts"
import { criticalJavaScript } from "./critical-javascript.ts"
import { lighthouseScores } from "./lighthouse-audit.ts"
import { pageWeight, renderCpu, serveBarePage, serveSite } from "./render-cpu.ts"
import { siteGet } from "./site-request.ts"

// Every fixture tenant: each has its own theme, home sections and stock.
const TENANTS = tenantFixtures().map((tenant) => tenant.slug)
const JS_BUDGET_KB = 160
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
// The render CPU figures: the largest tenant and a franchise one (each page of each is loaded).
const CPU_TENANTS = ["metro-motor-group", "coastal-kia"]
const CPU_BAR = 4
const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}

/**
 * Server CPU per uncached render of the home, search and vehicle pages of CPU_TENANTS, next to a
 * bare React Router page served by the same server.js in the same run, with each page's HTML and
 * router data sizes. Returns the pages over CPU_BAR times the bare page.
 */
async function printRenderCpu(): Promise<string[]> {
  const load = { seconds: option("--cpu-seconds", 10), connections: option("--cpu-connections", 10) }
  const misses: string[] = []
  console.log(`
## Server CPU per uncached render (PAGE_CACHE=off, ${load.connections} connections, ${load.seconds} s a page)`)
  const bare = await serveBarePage()
  let bareMs: number
  try {
    const figures = await renderCpu(bare, "localhost", "/", load)
    bareMs = figures.cpuMsPerRender
    const weight = await pageWeight(bare.port, "localhost", "/")
    console.log(
      `  bare React Router page  ${bareMs.toFixed(2)} ms (${figures.renders} renders), ` +
        `HTML ${kb(weight.htmlBytes)} KB, router data ${kb(weight.routerDataBytes)} KB`
    )
  } finally {
    await bare.stop()
  }
  for (const tenant of CPU_TENANTS) {
    const host = `${tenant}.localhost`
    const site = await serveSite(host)
    try {
      const car = await firstCar(site.port, host)
      const pages = [["home", "/"], ["search", "/search/new-used-and-demo-cars"], ["vehicle", `/cars/${car.slug}`]] as const
      for (const [name, pagePath] of pages) {
        const figures = await renderCpu(site, host, pagePath, load)
        const weight = await pageWeight(site.port, host, pagePath)
        const times = figures.cpuMsPerRender / bareMs
        console.log(
          `  ${tenant} ${name.padEnd(8)} ${figures.cpuMsPerRender.toFixed(2)} ms = ${times.toFixed(1)}x bare ` +
            `(${figures.renders} renders${figures.failures > 0 ? `, ${figures.failures} failed` : ""}), ` +
            `HTML ${kb(weight.htmlBytes)} KB, router data ${kb(weight.routerDataBytes)} KB`
        )
        if (times > CPU_BAR) misses.push(`${tenant} ${name}: ${times.toFixed(1)}x the bare page's render CPU`)
        if (figures.failures > 0) misses.push(`${tenant} ${name}: ${figures.failures} answers failed under load`)
      }
    } finally {
      await site.stop()
    }
  }
  return misses
}

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
  const cpuMisses = await printRenderCpu()
  if (process.argv.includes("--cpu-only")) {
    console.log(cpuMisses.length === 0 ? "\nRender CPU within the bar." : `\nBars not met:\n${cpuMisses.map((miss) => `  - ${miss}`).join("\n")}`)
    return
  }
  const app = await startApp({ NODE_ENV: "production" })
  const browser = await launchBrowser()
  const misses: string[] = [...cpuMisses]
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
