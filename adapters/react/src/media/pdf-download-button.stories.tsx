import { exampleTenant } from "@dealer/core/testing"
import type { Story } from "@ladle/react"
import { useEffect } from "react"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { PdfDownloadButton } from "./pdf-download-button.tsx"
import { usePdfDownload, type PdfDownloadServices } from "./use-pdf-download.ts"

const slug = "2022-toyota-hilux-sr5-t1234"

function Print({ services, clicked = false }: { readonly services: PdfDownloadServices; readonly clicked?: boolean }) {
  const pdf = usePdfDownload(slug, services)
  const { print } = pdf
  useEffect(() => {
    if (clicked) print()
    // Clicks once, as the shopper would.
  }, [])
  return <PdfDownloadButton pdf={pdf} className="button" />
}

const withTenant = (services: PdfDownloadServices, clicked = false) => (
  <TenantProvider tenant={exampleTenant()}>
    <Print services={services} clicked={clicked} />
  </TenantProvider>
)

const file = new Blob(["%PDF-1.7"], { type: "application/pdf" })

export const Idle: Story = () => withTenant({ generatePdf: async () => file, download: () => undefined })
export const Preparing: Story = () => withTenant({ generatePdf: () => new Promise<Blob>(() => undefined) }, true)
export const Failed: Story = () =>
  withTenant({ generatePdf: () => Promise.reject(new Error("The PDF service is unavailable")) }, true)
