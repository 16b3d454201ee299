import type { SearchListingView } from "@dealer/core"
import { Link } from "react-router"
import { FacetOptions } from "./search-facet-menu.tsx"
import { useSearchTexts } from "./use-search-texts.ts"

/**
 * The make facet as the make list of section 4: the first makes, then the rest behind the
 * "Show all makes" / "Hide extra makes" toggle (or the "All Makes" link on a site that has one).
 */
export function SearchMakeList({ make }: { readonly make: SearchListingView["make"] }) {
  const texts = useSearchTexts()
  const first = new Set(make.list.makes.map((option) => option.value))
  const rest = make.options.filter((option) => !first.has(option.value))
  return (
    <section className="make-list" aria-labelledby="make-list-heading" data-facet="make">
      <h2 id="make-list-heading" className="make-list__heading">
        {make.label}
      </h2>
      <FacetOptions options={make.list.makes} />
      {make.list.toggle && rest.length > 0 ? (
        <details className="make-list__more" open={rest.some((option) => option.selected)}>
          <summary>
            <span className="make-list__show">{make.list.toggle.label}</span>
            <span className="make-list__hide">{texts.hideExtraMakes}</span>
          </summary>
          <FacetOptions options={rest} />
        </details>
      ) : null}
      {make.list.allMakesLink ? (
        <Link to={make.list.allMakesLink.href} className="make-list__all">
          {make.list.allMakesLink.label}
        </Link>
      ) : null}
    </section>
  )
}
