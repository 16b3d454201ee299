import { browserTenantData, type BrowserTenantData, type Tenant } from "@dealer/core"

// A tenant is resolved once (and replaced when its settings change), so its page part is too.
const sent = new WeakMap<Tenant, BrowserTenantData>()

/**
 * What a page's loader sends of its tenant (core's `browserTenantData`: the settings the browser's
 * flows read, and only the texts the tenant overrides), worked out once per resolved tenant.
 *
 * @example
 * return { tenant: pageTenant(tenant), view }
 */
export function pageTenant(tenant: Tenant): BrowserTenantData {
  let data = sent.get(tenant)
  if (!data) {
    data = browserTenantData(tenant)
    sent.set(tenant, data)
  }
  return data
}

/**
 * Of a tenant's texts, what a page whose components read only texts sends: the overrides, rebuilt
 * over the defaults in the browser (`usePageTexts`).
 *
 * @example
 * return { texts: pageTexts(tenant), view }
 */
export function pageTexts(tenant: Tenant): Pick<BrowserTenantData, "textOverrides"> {
  return { textOverrides: pageTenant(tenant).textOverrides }
}
