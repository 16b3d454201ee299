import type { ReactNode } from "react"
import { Link } from "react-router"

export interface SavedCarItemProps {
  readonly title: string
  readonly href: string
  readonly imageUrl: string | null
  /** The price or other detail under the title. */
  readonly detail?: ReactNode
  /** The item's own controls (remove, compare, save). */
  readonly children?: ReactNode
}

/** One saved car in a list: picture, title linking to the car, a detail line and controls. */
export function SavedCarItem({ title, href, imageUrl, detail, children }: SavedCarItemProps) {
  return (
    <li className="saved-car">
      <div className="saved-car__media">
        {imageUrl ? <img src={imageUrl} alt={title} width={160} height={100} loading="lazy" /> : null}
      </div>
      <div className="saved-car__body">
        <h3 className="saved-car__title">
          <Link to={href}>{title}</Link>
        </h3>
        {detail}
        {children && <div className="saved-car__actions">{children}</div>}
      </div>
    </li>
  )
}
