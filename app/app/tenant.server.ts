import { defaultTexts, fillText, tenantFromHost, type Tenant } from "@dealer/core"
import { data } from "react-router"
import { services, type Services } from "./services.server.ts"

/** What a request's Host header names, among the tenants this process serves. */
async function hostOf(request: Request) {
  const app = await services()
  const host = tenantFromHost(request.headers.get("host"), {
    knownSlugs: [...app.tenants.keys(), ...app.unavailableTenants.keys()],
    defaultSlug: app.defaultTenantSlug
  })
  const tenant = host.kind === "tenant" ? (app.tenants.get(host.slug) ?? null) : null
  return { app, host, tenant }
}

/** The tenant a request's Host header names, or null for a host that names no dealer site. */
export async function tenantOfRequest(request: Request): Promise<Tenant | null> {
  return (await hostOf(request)).tenant
}

/**
 * Resolves the tenant a request is for from its Host header, or answers 404 for a host that
 * names no dealer site and 503 ("This site is being set up") for a tenant not served.
 */
export async function requireTenant(request: Request): Promise<{ tenant: Tenant; services: Services }> {
  const { app, host, tenant } = await hostOf(request)
  const texts = app.tenants.get(app.defaultTenantSlug)?.texts ?? defaultTexts
  if (!tenant && host.kind === "tenant") {
    throw data({ title: texts.siteBeingSetUpTitle, message: texts.siteBeingSetUpBody }, { status: 503, headers: { "Retry-After": "300" } })
  }
  if (!tenant) {
    const unknownHost = host.kind === "unknown" ? host.host : host.slug
    throw data(
      { title: texts.unknownSiteTitle, message: fillText(texts.unknownSiteBody, { host: unknownHost }) },
      { status: 404 }
    )
  }
  return { tenant, services: app }
}
