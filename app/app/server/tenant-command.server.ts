import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { settingsProblemLine, starterTenantSettings, tenantSettingsJsonSchema } from "@dealer/core"
import { readTenantDocument, TENANT_SCHEMA_FILE } from "./tenant-documents.server.ts"
import { tenantSources } from "./tenant-sources.server.ts"

export const TENANT_COMMAND_USAGE = "Usage: npm run tenant -- check <file.json>... | new <slug> | schema | reload"

/** Where the command runs: the tenants folder, the caller's folder (for file names) and its output. */
export interface TenantCommandContext {
  readonly tenantsDir: string
  readonly callerDir: string
  readonly print: (line: string) => void
  /** The running site's process on the embedded database (`reload`), if one runs. */
  readonly siteProcess?: () => number | undefined
  /** Sends a signal to a process (`process.kill`). */
  readonly signal?: (pid: number, signal: NodeJS.Signals) => void
}

function reload(context: TenantCommandContext): number {
  const pid = context.siteProcess?.()
  if (pid === undefined) {
    throw new Error(
      "No running site owns the embedded database (DATA_DIR). Start it with npm start; on PostgreSQL (DATABASE_URL) send SIGHUP to each site process: its start line names it."
    )
  }
  ;(context.signal ?? process.kill)(pid, "SIGHUP")
  context.print(`Asked the site (process ${pid}) to read the tenants' settings again; its log says what changed.`)
  return 0
}

function check(files: ReadonlyArray<string>, context: TenantCommandContext): number {
  if (files.length === 0) throw new Error(TENANT_COMMAND_USAGE)
  let failed = 0
  for (const file of files) {
    // A glob over the folder names its JSON Schema too, which is not a tenant.
    if (path.basename(file) === TENANT_SCHEMA_FILE) continue
    const document = readTenantDocument(path.resolve(context.callerDir, file))
    if (document.kind === "ok") {
      context.print(`${file}: ok (${document.config.slug}, ${document.config.locations.length} location(s))`)
      continue
    }
    failed++
    context.print(`${file}: ${document.problems.length} problem(s)`)
    for (const problem of document.problems) context.print(`  ${settingsProblemLine(problem)}`)
  }
  return failed === 0 ? 0 : 1
}

function writeSchema(dir: string): string {
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, TENANT_SCHEMA_FILE)
  writeFileSync(file, `${JSON.stringify(tenantSettingsJsonSchema(), null, 2)}\n`)
  return file
}

function create(slug: string | undefined, context: TenantCommandContext): number {
  if (!slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new Error(`A slug is lower-case words joined by hyphens, e.g. chery-south\n${TENANT_COMMAND_USAGE}`)
  }
  const dir = context.tenantsDir
  const file = path.join(dir, `${slug}.json`)
  if (existsSync(file)) throw new Error(`${file} exists already; edit it, or choose another slug`)
  const id = Math.max(0, ...tenantSources(dir).configs.map((config) => config.id)) + 1
  mkdirSync(dir, { recursive: true })
  writeFileSync(file, `${JSON.stringify(starterTenantSettings({ slug, id }), null, 2)}\n`)
  writeSchema(dir)
  const shown = path.relative(context.callerDir, file)
  context.print(`Wrote ${shown} (tenant id ${id}). Replace its placeholders, then: npm run tenant -- check ${shown}`)
  return 0
}

/**
 * `npm run tenant -- <command>` (docs/onboarding.md): `check <file>...` prints every problem of
 * each settings document with its path, what was expected and the value found (status 1 when any
 * has one); `new <slug>` writes a starting document into the tenants folder (it passes `check` as
 * written, with the next free id); `schema` writes the folder's `tenant.schema.json` for editors;
 * `reload` asks the running site to read every tenant's settings again (SIGHUP).
 * Returns the exit status; a usage mistake throws with the usage.
 *
 * @example
 * runTenantCommand(["check", "chery-south.json"], { tenantsDir, callerDir: process.cwd(), print: console.log }) // 0
 */
export function runTenantCommand(argv: ReadonlyArray<string>, context: TenantCommandContext): number {
  const [command, ...rest] = argv
  switch (command) {
    case "check":
      return check(rest, context)
    case "new":
      return create(rest[0], context)
    case "schema":
      context.print(`Wrote ${writeSchema(context.tenantsDir)}`)
      return 0
    case "reload":
      return reload(context)
    default:
      throw new Error(TENANT_COMMAND_USAGE)
  }
}
