import type { SearchPageLinkView, StockSearchApi } from "@dealer/core/search"
import type { MouseEvent } from "react"

/**
 * Previous and Next links around "Page N of M". They are real links (a new tab works); a plain
 * click goes to the page inside the flow.
 *
 * @example
 * <SearchPagination search={search} />
 */
export function SearchPagination({ search }: { readonly search: StockSearchApi }) {
  if (!search.listing) return null
  const { pagination } = search.listing
  const link = (target: SearchPageLinkView, rel: "prev" | "next") => {
    const { page, href } = target
    if (page === null || href === null) return null
    const go = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      search.goToPage(page)
    }
    return (
      <a href={href} rel={rel} onClick={go}>
        {target.label}
      </a>
    )
  }
  return (
    <nav className="pagination" aria-label={pagination.text}>
      {link(pagination.previous, "prev")}
      <span>{pagination.text}</span>
      {link(pagination.next, "next")}
    </nav>
  )
}
