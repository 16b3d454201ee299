import type { AppliedFiltersView } from "@dealer/core"
import { Link } from "react-router"

/** The applied filters as chips: each removes its filter, "Clear all" removes every one. */
export function AppliedFilterChips({ filters }: { readonly filters: AppliedFiltersView }) {
  if (filters.chips.length === 0) return null
  return (
    <div className="filter-chips">
      <ul className="filter-chips__list" aria-label={filters.label}>
        {filters.chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.href} className="filter-chip" aria-label={chip.removeLabel} preventScrollReset>
              <span className="filter-chip__label">{chip.label}</span>
              <span className="filter-chip__remove" aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {filters.clearAll ? (
        <Link to={filters.clearAll.href} className="filter-chips__clear" preventScrollReset>
          {filters.clearAll.label}
        </Link>
      ) : null}
    </div>
  )
}
