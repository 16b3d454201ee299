import { browserTenant, resolveTexts, type BrowserTenant, type BrowserTenantData, type Tenant, type Texts } from "@dealer/core"
import { TenantProvider } from "@dealer/react"
import { useMemo, type ReactNode } from "react"

/**
 * The tenant a page's loader sent (`pageTenant`), with its texts rebuilt over the defaults: what
 * the page's components read. Typed as core's `BrowserTenant`, so a component that reads a
 * setting the page does not send fails the type check.
 */
export function usePageTenant(data: BrowserTenantData): BrowserTenant {
  return useMemo(() => browserTenant(data), [data])
}

/** The texts a page's loader sent (`pageTexts`): the tenant's overrides over the defaults. */
export function usePageTexts(sent: Pick<BrowserTenantData, "textOverrides">): Texts {
  return useMemo(() => resolveTexts(sent.textOverrides), [sent])
}

/**
 * `TenantProvider` over the tenant a page's loader sent. The flows below it read only the
 * settings of core's `BROWSER_TENANT_KEYS` (decision 0068 records how that was checked), so the
 * sections left on the server are never read here.
 */
export function PageTenantProvider({ tenant, children }: { readonly tenant: BrowserTenant; readonly children: ReactNode }) {
  return <TenantProvider tenant={tenant as Tenant}>{children}</TenantProvider>
}
