import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { starterTenantSettings } from "@dealer/core"
import { metroMotorGroup } from "@dealer/fixtures"
import { openDatabase } from "@dealer/postgres"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { siteGet } from "../measure/site-request.ts"
import { startApp, type RunningApp } from "./app-server.ts"
import { newLead, postLead } from "./reliability/lead-stream.ts"

// One site started on a tenants folder holding a new dealer, a fixture's settings changed, and the
// three mistakes a new dealer made; then restarted with a settings change (docs/onboarding.md).
const tenantsDir = mkdtempSync(path.join(tmpdir(), "dealer-tenants-e2e-"))
const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-e2e-tenants-data-"))
let app: RunningApp

const write = (slug: string, document: unknown) =>
  writeFileSync(path.join(tenantsDir, `${slug}.json`), JSON.stringify(document, null, 2))

const starter = (slug: string, id: number, extra: Record<string, unknown> = {}) => ({ ...starterTenantSettings({ slug, id }), ...extra })

const page = async (host: string, target = "/") => {
  const answer = await siteGet(app.port, `${host}.localhost`, target)
  return { status: answer.status, text: answer.body.toString("utf8") }
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""

beforeAll(async () => {
  write("chery-south", starter("chery-south", 90, { name: "Chery South Brisbane", manufacturer: "Chery" }))
  write("metro-motor-group", { ...metroMotorGroup, name: "Metro Motor Group Brisbane" })
  write("typo-motors", starter("typo-motors", 91, { finance: { loan_amount_mx: 150000 }, texts: { noPrise: "Call us" } }))
  write("wrong-type", starter("wrong-type", 92, { finance: { loan_amount_min: "5000" } }))
  const noPostcode = starter("no-postcode", 93) as { locations: Array<{ address: Record<string, unknown> }> }
  delete noPostcode.locations[0]?.address["postcode"]
  write("no-postcode", noPostcode)
  app = await startApp({ TENANTS_DIR: tenantsDir }, { dataDir })
}, 180_000)

afterAll(async () => {
  await app?.stop()
  rmSync(tenantsDir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

describe("tenant settings as data", () => {
  it("serves a dealer added as a data file only, and a fixture's changed settings", async () => {
    const chery = await page("chery-south")
    expect(chery.status).toBe(200)
    expect(chery.text).toContain("Chery South Brisbane")
    const stock = await page("chery-south", "/api/stock/search")
    expect((JSON.parse(stock.text) as { total: number }).total).toBeGreaterThan(0)
    expect(titleOf((await page("metro-motor-group")).text)).toContain("Metro Motor Group Brisbane")
  })

  it("answers 503 'This site is being set up' for each refused tenant, logging each once with its problems, while the others serve", async () => {
    for (const slug of ["typo-motors", "wrong-type", "no-postcode"]) {
      const refused = await page(slug)
      expect(refused.status, slug).toBe(503)
      expect(refused.text, slug).toContain("This site is being set up")
      // A plain page: no site's header, footer or links that would only answer 503 again.
      expect(refused.text, slug).not.toMatch(/class="site-(header|footer)/)
      expect(refused.text, slug).not.toContain('href="/"')
      expect((await page(slug, "/api/stock/search")).status, slug).toBe(503)
    }
    for (const slug of ["coastal-kia", "harbour-nissan", "westside-used-cars"]) expect((await page(slug)).status, slug).toBe(200)
    const log = app.output()
    const lines = [
      "finance.loan_amount_mx: unknown key (did you mean loan_amount_max?); found 150000",
      'texts.noPrise: unknown key (did you mean noPrice?); found "Call us"',
      'finance.loan_amount_min: Expected number; found "5000"',
      "locations[0].address.postcode: Missing key; found (missing)"
    ]
    for (const line of lines) expect(log.split(line).length - 1, line).toBe(1)
    expect(log).toContain("Tenant typo-motors is not served")
  })

  it("reads the settings again on SIGHUP: a change applies and a fixed tenant is served, without a restart", async () => {
    write("chery-south", starter("chery-south", 90, { name: "Chery Mount Gravatt", manufacturer: "Chery" }))
    write("wrong-type", starter("wrong-type", 92, { finance: { loan_amount_min: 5000 } }))
    const pid = Number(/Dealer site on \S+ \(process (\d+)\)/.exec(app.output())?.[1])
    expect(pid).toBeGreaterThan(0)
    process.kill(pid, "SIGHUP")
    await expect.poll(async () => (await page("chery-south")).text.includes("Chery Mount Gravatt"), { timeout: 30_000 }).toBe(true)
    expect((await page("wrong-type")).status).toBe(200)
    expect((await page("typo-motors")).status).toBe(503)
    expect(app.output()).toMatch(/Tenant settings applied: .*chery-south \(settings changed\), wrong-type \(new\)/)
  }, 60_000)

  it("applies a settings change at restart, keeping the tenant's leads", async () => {
    const lead = newLead()
    expect((await postLead(app.port, lead.key, lead.body)).status).toBe(200)
    await app.stop()
    write("metro-motor-group", { ...metroMotorGroup, name: "Metro Motor Group Queensland" })
    write("typo-motors", starter("typo-motors", 91, { finance: { loan_amount_max: 150000 }, texts: { noPrice: "Call us" } }))
    app = await startApp({ TENANTS_DIR: tenantsDir }, { dataDir })
    expect(titleOf((await page("metro-motor-group")).text)).toContain("Metro Motor Group Queensland")
    expect((await page("typo-motors")).status).toBe(200)
    expect(app.output()).toMatch(/Tenant settings applied: .*metro-motor-group \(settings changed\)/)
    expect(app.output()).toMatch(/typo-motors \(new\)/)
    await app.stop()
    const db = await openDatabase({ dataDir: path.join(dataDir, "pglite") })
    try {
      const rows = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM leads WHERE tenant_slug = 'metro-motor-group'")
      expect(rows[0]?.count).toBe(1)
    } finally {
      await db.close()
    }
  }, 180_000)
})
