import type { GroupBrandTileView } from "@dealer/core"
import { Link } from "react-router"

/**
 * One brand tile: its logo image (or, without one, its monogram) over its name, leading where core
 * says. The logo's text alternative is the brand's name, so the caption under it is not read twice.
 */
export function BrandTile({ tile, externalNote }: { readonly tile: GroupBrandTileView; readonly externalNote: string }) {
  const body = tile.logoSrc ? (
    <>
      <img className="brand-tile__logo" src={tile.logoSrc} alt={tile.title} width={96} height={48} loading="lazy" />
      <span className="brand-tile__name" aria-hidden="true">
        {tile.title}
      </span>
    </>
  ) : (
    <>
      <span className="brand-tile__monogram" aria-hidden="true">
        {tile.monogram}
      </span>
      <span className="brand-tile__name">{tile.title}</span>
    </>
  )
  // An external brand site is a plain link; the site's own pages go through the router.
  return tile.external ? (
    <a className="brand-tile" href={tile.href} rel="noopener">
      {body}
      <span className="visually-hidden"> {externalNote}</span>
    </a>
  ) : (
    <Link className="brand-tile" to={tile.href}>
      {body}
    </Link>
  )
}
