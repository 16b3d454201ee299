import { fillText, formatThousands, type CarDetailView, type Texts } from "@dealer/core"
import type { AnalyticsEvent } from "@dealer/core/analytics"
import type { PhoneRevealLog } from "@dealer/core/locations"
import type { CarViewsQuery } from "@dealer/http"
import type { ReactNode } from "react"
import { Price } from "../price.tsx"
import { CarButtons } from "./car-buttons.tsx"
import { useCarViews } from "./use-car-views.ts"

export interface SidebarProps {
  readonly slug: string
  readonly view: CarDetailView
  readonly phone: { readonly number: string; readonly log: PhoneRevealLog; readonly event: AnalyticsEvent | null } | null
  readonly viewsQuery: CarViewsQuery
  readonly texts: Pick<Texts, "carPageViews" | "carPageSpecIcons">
  /** The masked dealer phone (the page's phone island), shown while the car is for sale. */
  readonly phoneButton?: ReactNode
  /** The finance strips under the price (lenders' strips, the finance quote). */
  readonly finance?: ReactNode
  /** The save-to-watchlist toggle, after the calls to action. */
  readonly save?: ReactNode
}

/** Title, price, badges, views, highlights, the calls to action and the sold notice. */
export function CarSidebar({ slug, view, phone, viewsQuery, texts, phoneButton = null, finance = null, save = null }: SidebarProps) {
  const views = useCarViews(slug, view.views, viewsQuery)
  return (
    <aside className="car-page__sidebar" aria-labelledby="car-title">
      {view.tag ? <span className={`car-card__tag car-card__tag--${view.tag.kind}`}>{view.tag.text}</span> : null}
      <h1 id="car-title">{view.title}</h1>
      <Price price={view.price} />
      {finance}
      {view.marketBadge ? (
        <p className="car-page__badge">
          <strong>{view.marketBadge.label}</strong> <span>{view.marketBadge.detail}</span>
        </p>
      ) : null}
      {views !== null ? (
        <p className="car-page__views muted">{fillText(texts.carPageViews, { count: formatThousands(views) })}</p>
      ) : null}
      <ul className="car-card__chips car-page__spec-icons" aria-label={texts.carPageSpecIcons}>
        {view.chips.map((chip) => (
          <li key={chip}>{chip}</li>
        ))}
      </ul>
      {view.location ? <p className="car-page__location">{view.locationAddress ?? view.location}</p> : null}
      {view.soldNotice ? (
        <p className="car-page__sold" role="status">
          {view.soldNotice}
        </p>
      ) : null}
      <div className="car-page__actions">
        {phone && view.available ? phoneButton : null}
        <CarButtons buttons={view.buttons} />
        {save}
      </div>
    </aside>
  )
}
