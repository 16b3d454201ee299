import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { starterTenantSettings, tenantSettingsJsonSchema } from "@dealer/core"
import { coastalKia } from "@dealer/fixtures"
import { afterEach, describe, expect, it } from "vitest"
import { runTenantCommand } from "./tenant-command.server.ts"
import { readTenantDocument, readTenantFolder } from "./tenant-documents.server.ts"
import { refusedTenantLog, tenantSources } from "./tenant-sources.server.ts"

const appDir = path.resolve(import.meta.dirname, "../..")
const folders: string[] = []
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A tenants folder holding these documents (by slug; a string is written as it is). */
function folderWith(documents: Readonly<Record<string, unknown>>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "dealer-tenants-"))
  folders.push(dir)
  for (const [slug, document] of Object.entries(documents)) {
    writeFileSync(path.join(dir, `${slug}.json`), typeof document === "string" ? document : JSON.stringify(document, null, 2))
  }
  return dir
}

const starter = (slug: string, id: number, change: (document: Record<string, any>) => void = () => {}) => {
  const document = structuredClone(starterTenantSettings({ slug, id })) as Record<string, any>
  change(document)
  return document
}

// The three mistakes a new dealer made, each as its own document.
const broken = {
  "typo-motors": starter("typo-motors", 91, (d) => Object.assign(d, { finance: { loan_amount_mx: 150000 }, texts: { noPrise: "Call us" } })),
  "wrong-type": starter("wrong-type", 92, (d) => Object.assign(d, { finance: { loan_amount_min: "5000" } })),
  "no-postcode": starter("no-postcode", 93, (d) => delete d.locations[0].address.postcode),
  crossed: starter("crossed", 94, (d) => Object.assign(d, { finance: { interest_min: 20, interest_max: 10 } }))
}

describe("tenant settings documents", () => {
  it("ships the JSON Schema core's schema gives (npm run tenant -- schema writes it)", () => {
    const shipped = JSON.parse(readFileSync(path.join(appDir, "tenants/tenant.schema.json"), "utf8"))
    expect(shipped).toEqual(tenantSettingsJsonSchema())
  })

  it("reads a good document, and refuses each broken one with every problem and its path", () => {
    const dir = folderWith({ "chery-south": starter("chery-south", 90), ...broken, "not-json": '{"slug": "not-json",' })
    const documents = readTenantFolder(dir)
    const bySlug = Object.fromEntries(documents.map((document) => [document.kind === "ok" ? document.config.slug : document.slug, document]))
    expect(bySlug["chery-south"]).toMatchObject({ kind: "ok", config: { name: "Chery South", id: 90 } })
    const problems = (slug: string) => {
      const document = bySlug[slug]
      return document?.kind === "refused" ? document.problems : []
    }
    expect(problems("typo-motors")).toEqual([
      { path: "texts.noPrise", expected: "unknown key", found: '"Call us"', suggestion: "noPrice" },
      { path: "finance.loan_amount_mx", expected: "unknown key", found: "150000", suggestion: "loan_amount_max" }
    ])
    expect(problems("wrong-type")).toEqual([{ path: "finance.loan_amount_min", expected: "Expected number", found: '"5000"', suggestion: null }])
    expect(problems("no-postcode")).toEqual([{ path: "locations[0].address.postcode", expected: "Missing key", found: "(missing)", suggestion: null }])
    expect(problems("crossed")).toEqual([
      { path: "finance.interest_min", expected: "interest_min must be below interest_max", found: "20", suggestion: null }
    ])
    expect(problems("not-json")[0]).toMatchObject({ path: "(document)", expected: "a JSON document" })
  })

  it("refuses a document whose slug is not its file's name", () => {
    const dir = folderWith({ "chery-north": starter("chery-south", 90) })
    expect(readTenantDocument(path.join(dir, "chery-north.json"))).toMatchObject({
      kind: "refused",
      slug: "chery-north",
      problems: [{ path: "slug", expected: '"chery-north" (the file\'s name)', found: '"chery-south"' }]
    })
  })

  it("serves the fixtures and the folder's tenants, a document replacing its fixture, a taken id refused", () => {
    const renamed = { ...coastalKia, name: "Coastal Kia Southport" }
    const dir = folderWith({ "coastal-kia": renamed, "chery-south": starter("chery-south", 90), "same-id": starter("same-id", 90), ...broken })
    const { configs, refused } = tenantSources(dir)
    expect(configs.map((config) => config.slug)).toEqual(expect.arrayContaining(["metro-motor-group", "harbour-nissan", "chery-south"]))
    expect(configs.find((config) => config.slug === "coastal-kia")?.name).toBe("Coastal Kia Southport")
    expect(refused.map((tenant) => tenant.slug).toSorted()).toEqual(["crossed", "no-postcode", "same-id", "typo-motors", "wrong-type"])
    const taken = refused.find((tenant) => tenant.slug === "same-id")
    expect(taken?.problems).toEqual([{ path: "id", expected: "an id no other tenant has", found: "90 (chery-south's id)", suggestion: null }])
    expect(refusedTenantLog(refused.find((tenant) => tenant.slug === "typo-motors")!)).toBe(
      [
        `Tenant typo-motors is not served: its settings (${path.join(dir, "typo-motors.json")}) have 2 problems:`,
        "  texts.noPrise: unknown key (did you mean noPrice?); found \"Call us\"",
        "  finance.loan_amount_mx: unknown key (did you mean loan_amount_max?); found 150000"
      ].join("\n")
    )
  })

  it("npm run tenant: new writes a document that check accepts; check names every problem and fails", () => {
    const dir = folderWith({ ...broken })
    const lines: string[] = []
    const run = (...args: string[]) => runTenantCommand(args, { tenantsDir: dir, callerDir: dir, print: (line) => lines.push(line) })
    expect(run("new", "chery-south")).toBe(0)
    expect(lines.splice(0)).toEqual(["Wrote chery-south.json (tenant id 8). Replace its placeholders, then: npm run tenant -- check chery-south.json"])
    expect(run("check", "chery-south.json", "tenant.schema.json")).toBe(0)
    expect(lines.splice(0)).toEqual(["chery-south.json: ok (chery-south, 1 location(s))"])
    expect(run("check", "typo-motors.json", "wrong-type.json")).toBe(1)
    expect(lines.splice(0)).toEqual([
      "typo-motors.json: 2 problem(s)",
      '  texts.noPrise: unknown key (did you mean noPrice?); found "Call us"',
      "  finance.loan_amount_mx: unknown key (did you mean loan_amount_max?); found 150000",
      "wrong-type.json: 1 problem(s)",
      '  finance.loan_amount_min: Expected number; found "5000"'
    ])
    expect(() => run("new", "chery-south")).toThrow(/exists already/)
    expect(() => run("new", "Chery South")).toThrow(/lower-case words joined by hyphens/)
  })

  it("npm run tenant -- check exits 1 on a document with a problem, from the caller's folder", () => {
    const dir = folderWith({ "wrong-type": broken["wrong-type"] })
    const result = spawnSync(process.execPath, ["--import", "tsx", path.join(appDir, "tenant.ts"), "check", "wrong-type.json"], {
      // As npm runs it: from the project, with the caller's folder in INIT_CWD.
      cwd: path.resolve(appDir, ".."),
      env: { ...process.env, INIT_CWD: dir },
      encoding: "utf8"
    })
    expect(result.stdout).toContain('finance.loan_amount_min: Expected number; found "5000"')
    expect(result.status).toBe(1)
  }, 30_000)
})

describe("npm run tenant -- reload", () => {
  it("sends SIGHUP to the site that owns the embedded database, and says how when none runs", () => {
    const sent: Array<[number, string]> = []
    const lines: string[] = []
    const context = { tenantsDir: "/nowhere", callerDir: "/", print: (line: string) => lines.push(line), signal: (pid: number, signal: string) => void sent.push([pid, signal]) }
    expect(runTenantCommand(["reload"], { ...context, siteProcess: () => 4242 })).toBe(0)
    expect(sent).toEqual([[4242, "SIGHUP"]])
    expect(lines).toEqual(["Asked the site (process 4242) to read the tenants' settings again; its log says what changed."])
    expect(() => runTenantCommand(["reload"], { ...context, siteProcess: () => undefined })).toThrow(/No running site owns the embedded database/)
  })
})
