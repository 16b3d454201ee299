import type { BrowserTenant } from "@dealer/core"
import type { ReactNode } from "react"
import { PageTenantProvider } from "../page-tenant.tsx"

/**
 * A lead form page (contact, test drive, enquiry, finance, success): the tenant's texts for the
 * forms, a title, and the content.
 */
export function FormPage({
  tenant,
  title,
  intro,
  children,
  className
}: {
  readonly tenant: BrowserTenant
  readonly title: string
  readonly intro?: string | null
  readonly children: ReactNode
  readonly className?: string
}) {
  return (
    <PageTenantProvider tenant={tenant}>
      <main className={className ?? "form-page"}>
        <h1>{title}</h1>
        {intro ? <p className="form-page__intro">{intro}</p> : null}
        {children}
      </main>
    </PageTenantProvider>
  )
}
