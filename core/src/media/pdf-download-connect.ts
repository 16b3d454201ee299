import type { SnapshotFrom } from "xstate"
import { pdfDownloadButton } from "./pdf-download.ts"
import type { pdfDownloadMachine, PdfDownloadEvent } from "./pdf-download-machine.ts"

/** What the print button renders, and its commands. */
export interface PdfDownloadApi {
  /** 'Print', or 'Preparing...' while the PDF is prepared. */
  readonly text: string
  readonly spinner: boolean
  readonly disabled: boolean
  /** The failure to show in an alert, or null. */
  readonly error: string | null
  /** True once the file has been handed to the browser. */
  readonly saved: boolean
  /** `{slug}.pdf`. */
  readonly fileName: string
  readonly print: () => void
  readonly dismissError: () => void
}

/**
 * The print button view model: components read these fields and call the commands; they never look
 * at machine state names.
 *
 * @example
 * import { connectPdfDownload, pdfDownloadMachine, type PdfSave } from "@dealer/core/media"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor, fromPromise, waitFor } from "xstate"
 *
 * const generatePdf = fromPromise<unknown, { readonly slug: string }>(async () => new Uint8Array([37, 80, 68, 70]))
 * const download = fromPromise<void, PdfSave>(async () => undefined)
 * const actor = createActor(pdfDownloadMachine.provide({ actors: { generatePdf, download } }), { input: { slug: "2022-toyota-hilux-sr5-t1234", texts: defaultTexts } }).start()
 *
 * const pdf = connectPdfDownload(actor.getSnapshot(), actor.send)
 * pdf.fileName // => "2022-toyota-hilux-sr5-t1234.pdf"
 * pdf.print()
 * connectPdfDownload(await waitFor(actor, (snapshot) => snapshot.matches("done")), actor.send).saved // => true
 */
export function connectPdfDownload(
  snapshot: SnapshotFrom<typeof pdfDownloadMachine>,
  send: (event: PdfDownloadEvent) => void
): PdfDownloadApi {
  const { fileName, texts, error } = snapshot.context
  const button = pdfDownloadButton(snapshot.matches("preparing"), texts)
  return {
    ...button,
    error: snapshot.matches("failed") ? error : null,
    saved: snapshot.matches("done"),
    fileName,
    print: () => send({ type: "print" }),
    dismissError: () => send({ type: "dismiss" })
  }
}
