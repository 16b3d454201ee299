import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { PdfDownloadButton } from "./pdf-download-button.tsx"
import { usePdfDownload, type PdfDownloadServices } from "./use-pdf-download.ts"

afterEach(cleanup)

const slug = "2022-toyota-hilux-sr5-t1234"

function Print({ services }: { readonly services: PdfDownloadServices }) {
  return <PdfDownloadButton pdf={usePdfDownload(slug, services)} />
}

function renderPrint(services: PdfDownloadServices) {
  render(
    <TenantProvider tenant={exampleTenant()}>
      <Print services={services} />
    </TenantProvider>
  )
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe("usePdfDownload", () => {
  it("shows 'Preparing...' disabled while generating, then the error message in an alert when it fails", async () => {
    const pdf = deferred<Blob>()
    const requested: string[] = []
    renderPrint({ generatePdf: (car) => (requested.push(car), pdf.promise), download: () => undefined })
    act(() => void fireEvent.click(screen.getByRole("button", { name: "Print" })))
    const preparing = screen.getByRole("button", { name: "Preparing..." })
    expect(preparing.hasAttribute("disabled")).toBe(true)
    expect(requested).toEqual([slug])
    await act(async () => pdf.reject(new Error("PDF service unavailable")))
    expect((await screen.findByRole("alert")).textContent).toBe("PDF service unavailable")
    expect(screen.getByRole("button", { name: "Print" }).hasAttribute("disabled")).toBe(false)
  })

  it("clears the alert and retries when the shopper prints again, saving the file as {slug}.pdf", async () => {
    let calls = 0
    const saved: Array<[Blob, string]> = []
    const file = new Blob(["%PDF-1.7"], { type: "application/pdf" })
    renderPrint({
      generatePdf: async () => {
        calls++
        if (calls === 1) throw new Error("PDF service unavailable")
        return file
      },
      download: (blob, fileName) => void saved.push([blob, fileName])
    })
    act(() => void fireEvent.click(screen.getByRole("button", { name: "Print" })))
    await screen.findByRole("alert")
    act(() => void fireEvent.click(screen.getByRole("button", { name: "Print" })))
    expect(screen.queryByRole("alert")).toBeNull()
    await waitFor(() => expect(saved).toEqual([[file, "2022-toyota-hilux-sr5-t1234.pdf"]]))
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy()
  })
})
