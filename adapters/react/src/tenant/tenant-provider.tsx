import type { Tenant } from "@dealer/core/tenant"
import { createContext, useContext, type ReactNode } from "react"

const TenantContext = createContext<Tenant | null>(null)

/**
 * Makes the resolved tenant (settings and texts) available to every flow hook below it.
 *
 * @example
 * <TenantProvider tenant={tenant}><App /></TenantProvider>
 */
export function TenantProvider({ tenant, children }: { readonly tenant: Tenant; readonly children: ReactNode }) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>
}

/** The tenant of the current site; a hook used outside `TenantProvider` is a wiring mistake. */
export function useTenant(): Tenant {
  const tenant = useContext(TenantContext)
  if (!tenant) throw new Error("useTenant must be used inside <TenantProvider>")
  return tenant
}

/** The tenant of the current site, or null outside `TenantProvider` (for hooks given their texts). */
export function useTenantOrNull(): Tenant | null {
  return useContext(TenantContext)
}
