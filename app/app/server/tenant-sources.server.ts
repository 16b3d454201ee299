import path from "node:path"
import { settingsProblemLine, type TenantConfig } from "@dealer/core"
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
 * already has is refused too, since its cars' ids would collide.
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
  const configs: TenantConfig[] = []
  const refused: RefusedTenant[] = []
  const ids = new Map<number, string>()
  for (const document of bySlug.values()) {
    if (document.kind === "refused") {
      refused.push(document)
      continue
    }
    const { config } = document
    const holder = ids.get(config.id)
    if (holder !== undefined) {
      const problem = { path: "id", expected: "an id no other tenant has", found: `${config.id} (${holder}'s id)`, suggestion: null }
      refused.push({ kind: "refused", source: document.source, slug: config.slug, problems: [problem] })
      continue
    }
    ids.set(config.id, config.slug)
    configs.push(config)
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
