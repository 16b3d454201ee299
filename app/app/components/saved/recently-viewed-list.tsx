import { recentlyViewedItems } from "@dealer/core"
import { useStoredEntry, useTenant } from "@dealer/react"
import { Link } from "react-router"

/** The cars viewed on this site, newest first, from local storage. */
export function RecentlyViewedList() {
  const { texts } = useTenant()
  const [viewed] = useStoredEntry("ViewCar")
  const items = recentlyViewedItems(viewed)
  if (items.length === 0) return <p className="saved__empty">{texts.savedRecentlyViewedEmpty}</p>
  return (
    <ul className="saved__viewed" aria-label={texts.savedRecentlyViewedTitle}>
      {items.map((item) => (
        <li key={item.id}>{item.href ? <Link to={item.href}>{item.label}</Link> : item.label}</li>
      ))}
    </ul>
  )
}
