import { browserTenant, resolveTexts, type BrowserTenant, type BrowserTenantData, type Tenant, type Texts } from "@dealer/core"
import { TenantProvider } from "@dealer/react"
import { useMemo, type ComponentType, type ReactNode } from "react"

// A page's islands share the tenant its loader sent, so it is rebuilt once per sent value.
const rebuilt = new WeakMap<BrowserTenantData, BrowserTenant>()

function pageTenantOf(data: BrowserTenantData): BrowserTenant {
  let tenant = rebuilt.get(data)
  if (!tenant) {
    tenant = browserTenant(data)
    rebuilt.set(data, tenant)
  }
  return tenant
}

/**
 * The tenant a page's loader sent (`pageTenant`), with its texts rebuilt over the defaults: what
 * the page's components read. Typed as core's `BrowserTenant`, so a component that reads a
 * setting the page does not send fails the type check.
 */
export function usePageTenant(data: BrowserTenantData): BrowserTenant {
  return pageTenantOf(data)
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

/**
 * A component under `PageTenantProvider` over the tenant it is given (`tenantIsland`'s code).
 *
 * @example
 * const Gallery = withPageTenant(CarGallerySection) // <Gallery tenant={sent.tenant} media={media} />
 */
export function withPageTenant<P extends object>(
  Component: ComponentType<P>
): ComponentType<P & { readonly tenant: BrowserTenantData }> {
  return function PageTenantIsland({ tenant, ...props }: P & { readonly tenant: BrowserTenantData }) {
    return (
      <PageTenantProvider tenant={pageTenantOf(tenant)}>
        <Component {...(props as P)} />
      </PageTenantProvider>
    )
  }
}
