import type { FavouriteCar } from "@dealer/core/storage"
import { CopyLinkButton, PdfDownloadButton, useCopyLink, usePdfDownload } from "@dealer/react"
import { generatePdf } from "./car-page-services.ts"
import { FavouriteButton } from "./favourite-button.tsx"

export interface ShareBarProps {
  readonly slug: string
  readonly path: string
  readonly title: string
  readonly favourite: FavouriteCar | null
  readonly labels: { readonly share: string; readonly save: string; readonly saved: string; readonly print: string }
}

/** Share (copy link), favourite, the printable page (new tab) and the PDF download. */
export function CarShareBar({ slug, path, title, favourite, labels }: ShareBarProps) {
  const copyLink = useCopyLink({ path, carName: title })
  const pdf = usePdfDownload(slug, { generatePdf })
  return (
    <div className="car-share-bar" role="group" aria-label={labels.share}>
      <CopyLinkButton copyLink={copyLink} className="button button--outline" />
      {favourite ? <FavouriteButton car={favourite} labels={labels} /> : null}
      <a
        href={`/print?car_id=${encodeURIComponent(slug)}`}
        target="_blank"
        rel="noopener"
        className="button button--outline car-share-bar__print"
      >
        {labels.print}
      </a>
      <PdfDownloadButton pdf={pdf} className="button button--outline car-share-bar__pdf" />
    </div>
  )
}
