import type { Breadcrumb } from "@dealer/core"
import { Link } from "react-router"

/** The trail from Home to the car, as core lists it; the last crumb is the current page. */
export function CarBreadcrumbs({ crumbs, label }: { readonly crumbs: ReadonlyArray<Breadcrumb>; readonly label: string }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
