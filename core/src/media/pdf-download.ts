import type { Texts } from "../tenant/texts.ts"

/** The print button as rendered. */
export interface PdfDownloadButton {
  readonly text: string
  readonly spinner: boolean
  readonly disabled: boolean
}

/**
 * The print button: 'Preparing...' with a spinner, and disabled, while the PDF downloads.
 *
 * @example
 * import { pdfDownloadButton } from "@dealer/core/media"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * pdfDownloadButton(true, defaultTexts) // => { text: "Preparing...", spinner: true, disabled: true }
 */
export function pdfDownloadButton(
  downloading: boolean,
  texts: Pick<Texts, "pdfPreparing" | "pdfPrintButton">
): PdfDownloadButton {
  return downloading
    ? { text: texts.pdfPreparing, spinner: true, disabled: true }
    : { text: texts.pdfPrintButton, spinner: false, disabled: false }
}

/**
 * The downloaded file's name, `{slug}.pdf`; characters a file system may refuse become hyphens.
 *
 * @example
 * import { pdfFileName } from "@dealer/core/media"
 *
 * pdfFileName("2022-toyota-hilux-sr5-t1234") // => "2022-toyota-hilux-sr5-t1234.pdf"
 */
export function pdfFileName(slug: string): string {
  const safe = slug.trim().replace(/[^A-Za-z0-9._-]+/g, "-")
  if (safe.length === 0) throw new RangeError("A PDF file name needs a car slug")
  return `${safe}.pdf`
}
