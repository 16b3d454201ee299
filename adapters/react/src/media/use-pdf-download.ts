import { connectPdfDownload, pdfDownloadMachine, type PdfDownloadApi } from "@dealer/core/media"
import { useMachine } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { saveFile } from "./save-file.ts"

export interface PdfDownloadServices {
  /** The platform's PDF generation by car slug. */
  readonly generatePdf: (slug: string) => Promise<Blob>
  /** Saves the PDF under its file name; a browser download by default. */
  readonly download?: (file: Blob, fileName: string) => Promise<void> | void
}

/**
 * The PDF print flow for one car: 'Preparing...' with a spinner while the PDF is generated and saved
 * as `{slug}.pdf`, then the error message for an alert if it failed.
 *
 * @example
 * const pdf = usePdfDownload(car.slug, { generatePdf: api.generatePdf })
 * <button disabled={pdf.disabled} onClick={pdf.print}>{pdf.text}</button>
 */
export function usePdfDownload(slug: string, services: PdfDownloadServices): PdfDownloadApi {
  const { texts } = useTenant()
  const [machine] = useState(() =>
    pdfDownloadMachine.provide({
      actors: {
        generatePdf: fromPromise(({ input }) => services.generatePdf(input.slug)),
        // The file is what `generatePdf` above returned: a Blob.
        download: fromPromise(async ({ input }) => (services.download ?? saveFile)(input.file as Blob, input.fileName))
      }
    })
  )
  const [snapshot, send] = useMachine(machine, { input: { slug, texts } })
  return connectPdfDownload(snapshot, send)
}
