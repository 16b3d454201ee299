import type { PdfDownloadApi } from "@dealer/core/media"

/**
 * The print button: 'Print', or 'Preparing...' with a spinner and disabled while the PDF is
 * prepared; a failure shows its message in an alert below.
 *
 * @example
 * <PdfDownloadButton pdf={usePdfDownload(car.slug, { generatePdf: api.generatePdf })} className="button" />
 */
export function PdfDownloadButton({ pdf, className }: { readonly pdf: PdfDownloadApi; readonly className?: string }) {
  return (
    <>
      <button type="button" className={className} disabled={pdf.disabled} aria-busy={pdf.spinner} onClick={pdf.print}>
        {pdf.spinner && <span className="spinner" aria-hidden="true" />}
        {pdf.text}
      </button>
      {pdf.error !== null && <p role="alert">{pdf.error}</p>}
    </>
  )
}
