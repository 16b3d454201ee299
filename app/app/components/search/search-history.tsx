import { searchHistoryLinks, type SearchPageView } from "@dealer/core"
import { useSearchHistory } from "@dealer/react"
import { useEffect } from "react"
import { Link } from "react-router"

/**
 * Keeps the search on screen in the shopper's search history (the last 5, in local storage) and
 * lists the others as links that run them again. Needs script (local storage), so the server
 * draws nothing.
 */
export function SearchHistory({
  history,
  slug
}: {
  readonly history: SearchPageView["history"]
  readonly slug: string
}) {
  const [past, record] = useSearchHistory(slug)
  const { entry } = history
  useEffect(() => {
    if (entry) record(entry)
  }, [entry, record])
  const links = searchHistoryLinks(past, entry)
  if (links.length === 0) return null
  return (
    <section className="search-history" aria-labelledby="search-history-heading">
      <h2 id="search-history-heading" className="search-history__heading">
        {history.title}
      </h2>
      <ul className="search-history__list">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="search-history__link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
