import type { FacetSectionView } from "@dealer/core"
import { Link } from "react-router"

/**
 * One facet as a menu: a disclosure listing each value as a link to the search with that value
 * toggled. Links work without script and are plain client navigations with it.
 */
export function SearchFacetMenu({ section }: { readonly section: FacetSectionView }) {
  const picked = section.options.filter((option) => option.selected).length
  return (
    <details className="facet-menu" open={picked > 0} data-facet={section.name} data-selector="menu">
      <summary className="facet-menu__summary">
        {section.label}
        {picked > 0 ? <span className="facet-menu__picked">{picked}</span> : null}
      </summary>
      <FacetOptions options={section.options} />
    </details>
  )
}

/** The values of a facet as toggle links. */
export function FacetOptions({ options }: { readonly options: FacetSectionView["options"] }) {
  return (
    <ul className="facet">
      {options.map((option) => (
        <li key={option.value}>
          <Link
            to={option.href}
            className={option.selected ? "facet__option facet__option--selected" : "facet__option"}
            aria-current={option.selected ? "true" : undefined}
            preventScrollReset
          >
            <span className="facet__label">{option.label}</span> <span className="facet__count">({option.count})</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
