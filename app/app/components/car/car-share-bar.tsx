import type { AnalyticsEvent } from "@dealer/core/analytics"
import type { ShareLink } from "@dealer/core/share"
import type { FavouriteCar } from "@dealer/core/storage"
import { CopyLinkButton, PdfDownloadButton, useCopyLink, usePdfDownload } from "@dealer/react"
import { generatePdf, trackEvent } from "./car-page-services.ts"
import { Suspense } from "react"
import { deferredComponent } from "../deferred-component.tsx"
import type { HistoryReport } from "./history-report-link.tsx"
import { ShareLinksList } from "./share-links-list.tsx"

// Favourites live in local storage, read with Effect's decoders: loaded once the page is interactive.
const FavouriteButton = deferredComponent(() => import("./favourite-button.tsx").then((module) => module.FavouriteButton))
// Few cars have a report: its link's code loads after the page is interactive (the server renders it at once).
const HistoryReportLink = deferredComponent(() => import("./history-report-link.tsx").then((module) => module.HistoryReportLink))

export interface ShareBarProps {
  readonly carId: number
  readonly slug: string
  readonly path: string
  readonly title: string
  readonly favourite: FavouriteCar | null
  /** The social share links; null when the site has no URL to share. */
  readonly shareLinks?: ReadonlyArray<ShareLink> | null
  /** The analytics event a print records (61). */
  readonly printEvent?: AnalyticsEvent | null
  /** The analytics event saving the car to favourites records (39). */
  readonly favouriteEvent?: AnalyticsEvent | null
  /** The car's history report (its link and event 60), when it has one. */
  readonly historyReport?: HistoryReport | null
  readonly labels: { readonly share: string; readonly save: string; readonly saved: string; readonly print: string }
}

/** Reporting only: a failed record never stops the printable page opening. */
function recordPrint(event: AnalyticsEvent, carId: number) {
  trackEvent(event, carId).catch((error: unknown) => console.warn("Print event not recorded", error))
}

/** Share (social links and copy link), favourite, the printable page (new tab) and the PDF download. */
export function CarShareBar({
  carId,
  slug,
  path,
  title,
  favourite,
  shareLinks,
  printEvent,
  favouriteEvent = null,
  historyReport = null,
  labels
}: ShareBarProps) {
  const copyLink = useCopyLink({ path, carName: title })
  const pdf = usePdfDownload(slug, { generatePdf })
  return (
    <div className="car-share-bar" role="group" aria-label={labels.share}>
      {shareLinks ? <ShareLinksList links={shareLinks} /> : null}
      <CopyLinkButton copyLink={copyLink} className="button button--outline" />
      <Suspense fallback={null}>{favourite ? <FavouriteButton car={favourite} labels={labels} event={favouriteEvent} /> : null}</Suspense>
      <a
        href={`/print?car_id=${carId}`}
        target="_blank"
        rel="noopener"
        className="button button--outline car-share-bar__print"
        onClick={printEvent ? () => recordPrint(printEvent, carId) : undefined}
      >
        {labels.print}
      </a>
      <Suspense fallback={null}>{historyReport ? <HistoryReportLink carId={carId} report={historyReport} /> : null}</Suspense>
      <PdfDownloadButton pdf={pdf} className="button button--outline car-share-bar__pdf" />
    </div>
  )
}
