import type { SearchListingView } from "@dealer/core"
import { Link } from "react-router"

/**
 * Previous, the numbered pages (the current one marked, gaps for pages left out) and Next, as
 * links that work without script; "Page N of M" for screen readers.
 */
export function SearchPaginationLinks({ pagination }: { readonly pagination: SearchListingView["pagination"] }) {
  const { previous, next, pages } = pagination
  return (
    <nav className="pagination" aria-label={pagination.text}>
      <span className="pagination__text">{pagination.text}</span>
      {previous.href ? (
        <Link to={previous.href} rel="prev" className="pagination__link pagination__step">
          <span aria-hidden="true">‹</span> <span className="pagination__step-label">{previous.label}</span>
        </Link>
      ) : null}
      {pages.length > 0 ? (
        <ol className="pagination__pages">
          {pages.map((slot, index) =>
            slot.kind === "gap" ? (
              <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={slot.page}>
                {slot.current ? (
                  <span
                    className="pagination__page pagination__page--current"
                    aria-current="page"
                    aria-label={slot.label}
                  >
                    {slot.page}
                  </span>
                ) : (
                  <Link to={slot.href} className="pagination__page" aria-label={slot.label}>
                    {slot.page}
                  </Link>
                )}
              </li>
            )
          )}
        </ol>
      ) : null}
      {next.href ? (
        <Link to={next.href} rel="next" className="pagination__link pagination__step">
          <span className="pagination__step-label">{next.label}</span> <span aria-hidden="true">›</span>
        </Link>
      ) : null}
    </nav>
  )
}
