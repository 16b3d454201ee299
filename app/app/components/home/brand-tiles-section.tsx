import type { HomeBrandsView } from "@dealer/core"
import { Link } from "react-router"
import { BrandTile } from "../group/brand-tile.tsx"

/** A group's brand tiles, grouped as /brands groups them, with a link to /brands. */
export function BrandTilesSection({ brands, id }: { readonly brands: HomeBrandsView; readonly id: string }) {
  const headingId = `${id}-heading`
  return (
    <section className="home-brands home-section" aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId} className="home-section__heading">
          {brands.heading}
        </h2>
        <Link className="home-section__more" to={brands.allBrandsLink.href}>
          {brands.allBrandsLink.label}
        </Link>
      </div>
      {brands.sections.map((section) => (
        <div key={section.kind} className="home-brands__group">
          <h3 className="home-brands__label">{section.label}</h3>
          <ul className="brand-grid__tiles">
            {section.tiles.map((tile) => (
              <li key={tile.href}>
                <BrandTile tile={tile} externalNote={brands.externalNote} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
