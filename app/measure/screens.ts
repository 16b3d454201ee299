/**
 * `npm run screens`: builds and serves the site as `npm start` does, then photographs the home,
 * search and vehicle pages of every fixture tenant at a phone's width (390 px) and a laptop's
 * (1366 px), first screen only, into `docs/screens/<tenant>-<page>-<width>.jpg`, and rewrites the
 * "What each tenant looks like" part of `docs/tenants.md` (between its two markers) to show them,
 * so a dealer can see what each configuration looks like.
 * `--no-build` serves the last build.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { tenantFixtures } from "@dealer/fixtures"
import { buildApp, startApp } from "../e2e/app-server.ts"
import { launchBrowser, siteUrl } from "../e2e/browser.ts"
import { siteGet } from "./site-request.ts"

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 }
] as const
const docsDir = path.resolve(import.meta.dirname, "../../docs")
const screensDir = path.join(docsDir, "screens")
const START = "<!-- screens: written by npm run screens -->"
const END = "<!-- /screens -->"

/** The tenants guide with its screenshots part replaced (added at the end the first time). */
function withScreens(guide: string, part: string): string {
  const block = `${START}\n${part}\n${END}`
  const start = guide.indexOf(START)
  const end = guide.indexOf(END)
  return start === -1 || end === -1 ? `${guide.trimEnd()}\n\n${block}\n` : guide.slice(0, start) + block + guide.slice(end + END.length)
}

async function firstCarPath(port: number, host: string): Promise<string> {
  const answer = await siteGet(port, host, "/api/stock/search")
  const { hits } = JSON.parse(answer.body.toString("utf8")) as { hits: Array<{ slug: string }> }
  if (!hits[0]) throw new Error(`${host} lists no cars`)
  return `/cars/${hits[0].slug}`
}

async function main() {
  if (!process.argv.includes("--no-build")) buildApp()
  mkdirSync(screensDir, { recursive: true })
  const app = await startApp({ NODE_ENV: "production" })
  const browser = await launchBrowser()
  const sections: string[] = []
  try {
    for (const tenant of tenantFixtures()) {
      const pages = {
        home: "/",
        search: "/search/new-used-and-demo-cars",
        vehicle: await firstCarPath(app.port, `${tenant.slug}.localhost`)
      }
      const rows: string[] = []
      for (const [name, pagePath] of Object.entries(pages)) {
        const shots: string[] = []
        for (const viewport of WIDTHS) {
          const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: "reduce" })
          // The machine has no internet: outside requests (map tiles) fail fast.
          await context.route(/^https?:\/\/(?!([a-z-]+\.)?localhost[:/])/, (route) => route.abort())
          const page = await context.newPage()
          await page.goto(siteUrl(tenant.slug, app.port, pagePath), { waitUntil: "networkidle" })
          const file = `${tenant.slug}-${name}-${viewport.width}.jpg`
          await page.screenshot({ path: path.join(screensDir, file), type: "jpeg", quality: 70 })
          await context.close()
          shots.push(`<img src="screens/${file}" alt="${tenant.name}, ${name} page at ${viewport.width} px" width="${viewport.width === 390 ? 195 : 455}">`)
          console.log(`${file}`)
        }
        rows.push(`| ${name} (\`${pagePath}\`) | ${shots.join(" ")} |`)
      }
      sections.push(`### ${tenant.name} (\`${tenant.slug}\`)\n\n| page | 390 px and 1366 px |\n|---|---|\n${rows.join("\n")}\n`)
    }
  } finally {
    await browser.close()
    await app.stop()
  }
  const intro = [
    "## What each tenant looks like",
    "",
    "The first screen of each page in Chromium (reduced motion), written by `npm run screens`. Each",
    "tenant's look is its configuration: its theme (docs/themes.md), navigation, home sections and",
    "stock. Run it again after changing a tenant.",
    ""
  ]
  const guidePath = path.join(docsDir, "tenants.md")
  writeFileSync(guidePath, withScreens(readFileSync(guidePath, "utf8"), [...intro, ...sections].join("\n")))
}

await main()
