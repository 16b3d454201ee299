import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { checkTenantSettings, type SettingsProblem, type TenantConfig } from "@dealer/core"
import { Result } from "effect"

/** One tenant's settings as read: decoded, or refused with every problem found. */
export type TenantDocument =
  | { readonly kind: "ok"; readonly source: string; readonly config: TenantConfig }
  | { readonly kind: "refused"; readonly source: string; readonly slug: string; readonly problems: ReadonlyArray<SettingsProblem> }

/** The JSON Schema the folder ships for editors; not a tenant. */
export const TENANT_SCHEMA_FILE = "tenant.schema.json"

/** A tenant document's file name is its slug: `coastal-kia.json`. */
const slugOfFile = (file: string) => path.basename(file, ".json")

/**
 * Checks one tenant's settings strictly (core's `checkTenantSettings`); their slug must be the one
 * the source names, so refused settings still say which site they are.
 *
 * @example
 * checkedTenantDocument(JSON.parse(text), "chery-south", "tenants/chery-south.json").kind // "ok" or "refused"
 */
export function checkedTenantDocument(input: unknown, slug: string, source: string): TenantDocument {
  const checked = checkTenantSettings(input)
  if (Result.isFailure(checked)) return { kind: "refused", source, slug, problems: checked.failure }
  if (checked.success.slug !== slug) {
    const problem = { path: "slug", expected: `"${slug}" (the file's name)`, found: JSON.stringify(checked.success.slug), suggestion: null }
    return { kind: "refused", source, slug, problems: [problem] }
  }
  return { kind: "ok", source, config: checked.success }
}

/**
 * Reads one tenant settings document (JSON) named after its slug and checks it.
 *
 * @example
 * readTenantDocument("tenants/chery-south.json") // { kind: "ok", config } or { kind: "refused", slug: "chery-south", problems }
 */
export function readTenantDocument(file: string): TenantDocument {
  const slug = slugOfFile(file)
  let input: unknown
  try {
    input = JSON.parse(readFileSync(file, "utf8"))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { kind: "refused", source: file, slug, problems: [{ path: "(document)", expected: "a JSON document", found: reason, suggestion: null }] }
  }
  return checkedTenantDocument(input, slug, file)
}

/**
 * Every tenant document of a folder (`*.json` but its JSON Schema), in name order; none when the
 * folder does not exist.
 *
 * @example
 * readTenantFolder(process.env.TENANTS_DIR ?? "tenants").filter((document) => document.kind === "refused")
 */
export function readTenantFolder(dir: string): ReadonlyArray<TenantDocument> {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json") && file !== TENANT_SCHEMA_FILE)
    .sort()
    .map((file) => readTenantDocument(path.join(dir, file)))
}
