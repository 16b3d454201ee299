import type { BrandGridView } from "@dealer/core"
import { useId } from "react"
import { Link } from "react-router"

/** The brand grid: the makes in stock grouped by vehicle kind, each a text tile to its search page. */
export function SearchBrandGrid({ grid }: { readonly grid: BrandGridView }) {
  const id = useId()
  if (grid.groups.length === 0) return null
  return (
    <section className="brand-grid" aria-labelledby={id}>
      <h2 id={id} className="brand-grid__heading">
        {grid.title}
      </h2>
      {grid.groups.map((group, index) => (
        <section
          key={group.kind}
          className="brand-grid__group"
          aria-labelledby={`${id}-${index}`}
          data-kind={group.kind}
        >
          <h3 id={`${id}-${index}`} className="brand-grid__kind">
            {group.label}
          </h3>
          <ul className="brand-grid__tiles">
            {group.brands.map((brand) => (
              <li key={brand.make}>
                <Link to={brand.href} className="brand-tile">
                  <span className="brand-tile__name">{brand.label}</span>{" "}
                  <span className="brand-tile__count">({brand.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}
