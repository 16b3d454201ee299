import type { BrowserTenantData } from "@dealer/core"
import type { ComponentType } from "react"
import { deferredComponent, type DeferredComponent } from "./deferred-component.tsx"

/** An island's props: the component's own, and the tenant its page's loader sent (`pageTenant`). */
export type TenantIslandProps<P> = P & { readonly tenant: BrowserTenantData }

/**
 * A `deferredComponent` that runs a tenant's flows: its code, and the texts table the tenant's
 * texts are rebuilt over, load with it, after the page is interactive. Inside it the flows read
 * the tenant from `TenantProvider` as everywhere; the page around it renders only the texts its
 * loader sent.
 *
 * @example
 * const Gallery = tenantIsland(() => import("./car-gallery-section.tsx").then((m) => m.CarGallerySection))
 * <Suspense fallback={null}><Gallery tenant={sent.tenant} media={media} /></Suspense>
 */
export function tenantIsland<P extends object>(
  load: () => Promise<ComponentType<P>>
): DeferredComponent<TenantIslandProps<P>> {
  return deferredComponent(async () => {
    const [{ withPageTenant }, component] = await Promise.all([import("./page-tenant.tsx"), load()])
    return withPageTenant(component)
  })
}
