import type { StockSearchApi } from "@dealer/core/search"

/**
 * The listing's facet filters: one labelled checkbox group per facet, each value with its count.
 * A box shows what the shopper asked for at once; ticking it searches straight away (page dropped).
 *
 * @example
 * <SearchFacetList search={search} />
 */
export function SearchFacetList({ search }: { readonly search: StockSearchApi }) {
  const sections = search.listing?.facets.filter((section) => section.options.length > 0) ?? []
  return (
    <div className="facet-list">
      {sections.map((section) => {
        const asked = search.query.filters[section.name] ?? []
        return (
          <fieldset key={section.name} className="facet">
            <legend>{section.label}</legend>
            {section.options.map((option) => (
              <label key={option.value} className="facet__option">
                <input
                  type="checkbox"
                  checked={asked.includes(option.value)}
                  onChange={() => search.toggleFacet(section.name, option.value)}
                />{" "}
                {option.label} <span className="facet__count">({option.count})</span>
              </label>
            ))}
          </fieldset>
        )
      })}
    </div>
  )
}
