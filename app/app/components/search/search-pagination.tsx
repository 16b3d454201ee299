import type { SearchListingView } from "@dealer/core"
import { Link } from "react-router"

/** Previous and Next links around "Page N of M". */
export function SearchPaginationLinks({ pagination }: { readonly pagination: SearchListingView["pagination"] }) {
  const { previous, next } = pagination
  return (
    <nav className="pagination" aria-label={pagination.text}>
      {previous.href ? (
        <Link to={previous.href} rel="prev" className="pagination__link">
          {previous.label}
        </Link>
      ) : null}
      <span className="pagination__text">{pagination.text}</span>
      {next.href ? (
        <Link to={next.href} rel="next" className="pagination__link">
          {next.label}
        </Link>
      ) : null}
    </nav>
  )
}
