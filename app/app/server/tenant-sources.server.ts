import path from "node:path"
import { settingsProblemLine, takenTenantIds, type TenantConfig } from "@dealer/core"
import { fixtureTenantDocuments } from "@dealer/fixtures"
import { checkedTenantDocument, readTenantFolder, type TenantDocument } from "./tenant-documents.server.ts"

/** A tenant whose settings were refused: not served until they are fixed. */
export type RefusedTenant = Extract<TenantDocument, { kind: "refused" }>

/** Every tenant's settings as the site reads them at start and on reload. */
export interface TenantSources {
  readonly configs: ReadonlyArray<TenantConfig>
  readonly refused: ReadonlyArray<RefusedTenant>
}

/** The folder of tenant documents: `TENANTS_DIR`, else `tenants` in the server's working folder (`app/tenants`). */
export function tenantsDir(env: NodeJS.ProcessEnv): string {
  return path.resolve(env["TENANTS_DIR"] ?? "tenants")
}

/**
 * The tenants' settings: the fixture tenants, then the documents of the tenants folder (a document
 * replaces the fixture of its slug), each checked on its own. A tenant whose id another tenant
 * already has is refused too (core's `takenTenantIds`).
 *
 * @example
 * const { configs, refused } = tenantSources("/srv/dealer/tenants")
 */
export function tenantSources(dir: string): TenantSources {
  const fixtures = fixtureTenantDocuments().map((document) =>
    checkedTenantDocument(document.settings, document.slug, `fixture ${document.slug}`)
  )
  const bySlug = new Map<string, TenantDocument>()
  for (const document of [...fixtures, ...readTenantFolder(dir)]) {
    bySlug.set(document.kind === "ok" ? document.config.slug : document.slug, document)
  }
  const documents = [...bySlug.values()]
  const accepted = documents.flatMap((document) => (document.kind === "ok" ? [document] : []))
  const taken = takenTenantIds(accepted.map((document) => document.config))
  const configs: TenantConfig[] = accepted.filter((document) => !taken.has(document.config.slug)).map((document) => document.config)
  const refused: RefusedTenant[] = documents.flatMap((document) => (document.kind === "refused" ? [document] : []))
  for (const document of accepted) {
    const problem = taken.get(document.config.slug)
    if (problem) refused.push({ kind: "refused", source: document.source, slug: document.config.slug, problems: [problem] })
  }
  return { configs, refused }
}

/**
 * A refused tenant as one log entry: the tenant, where its settings are, and every problem.
 *
 * @example
 * refusedTenantLog(refused) // "Tenant chery-south is not served: its settings (tenants/chery-south.json) have 1 problem:\n  finance.loan_amount_mx: ..."
 */
export function refusedTenantLog(tenant: RefusedTenant): string {
  const count = tenant.problems.length
  return [
    `Tenant ${tenant.slug} is not served: its settings (${tenant.source}) have ${count} problem${count === 1 ? "" : "s"}:`,
    ...tenant.problems.map((problem) => `  ${settingsProblemLine(problem)}`)
  ].join("\n")
}
