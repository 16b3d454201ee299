import { mkdtempSync } from "node:fs"
import path from "node:path"
import { startApp } from "../app-server.ts"
import { launchBrowser, siteUrl } from "../browser.ts"
import { seedHostileTenant } from "./xss-tenant.ts"

const dataDir = mkdtempSync("/tmp/xssdbg/d-")
await seedHostileTenant({ dataDir: path.join(dataDir, "pglite") })
const app = await startApp({ NODE_ENV: "production" }, { dataDir })
const browser = await launchBrowser()
try {
  for (const tenant of ["metro-motor-group", "coastal-kia"]) {
    const context = await browser.newContext()
    await context.route(/^https?:\/\/(?!([a-z-]+\.)?localhost[:/])/, (route) => route.abort())
    await context.addInitScript(() => {
      const violations: Array<string> = []
      Object.assign(window, { __cspViolations: violations })
      document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
    const page = await context.newPage()
    page.on("pageerror", (e) => console.log(tenant, "PAGEERROR", e.message.slice(0, 500)))
    page.on("console", (m) => console.log(tenant, "CONSOLE", m.type(), m.text().slice(0, 500)))
    await page.goto(siteUrl(tenant, app.port, "/search/new-used-and-demo-cars"))
    await page.waitForTimeout(8000)
    console.log(tenant, "hydrated", await page.evaluate(() => "__reactRouterDataRouter" in window))
    console.log(await page.evaluate(() => (window as any).__cspViolations))
    const r = await page.goto(siteUrl(tenant, app.port, "/cars/2026-mazda-cx-90-g50e-touring-m13496"))
    const html = await r!.text()
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
      const body = m[2] ?? ""
      for (const c of body.matchAll(/[<\u2028\u2029]/g)) console.log(m[1], JSON.stringify(body.slice(Math.max(0, c.index - 40), c.index + 40)))
    }
    await page.close()
  }
} finally {
  await browser.close()
  await app.stop()
}
