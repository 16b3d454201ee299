import type { BrandMenuView, HeaderMenuEvent, MenuOpenOn } from "@dealer/core"
import { Link } from "react-router"
import { BrandTile } from "./brand-tile.tsx"
import { HeaderDropdown } from "./header-dropdown.tsx"

/** The group's mega-menu: a dropdown of brand tiles, and a link to /brands with every brand. */
export function BrandMegaMenu({
  menu,
  open,
  openOn,
  send
}: {
  readonly menu: BrandMenuView
  readonly open: boolean
  readonly openOn: MenuOpenOn
  readonly send: (event: HeaderMenuEvent) => void
}) {
  return (
    <HeaderDropdown id={menu.id} label={menu.label} open={open} openOn={openOn} send={send} className="brand-menu">
      <ul className="brand-menu__tiles">
        {menu.tiles.map((tile) => (
          <li key={tile.href}>
            <BrandTile tile={tile} externalNote={menu.externalNote} />
          </li>
        ))}
      </ul>
      <Link className="brand-menu__all" to={menu.allBrands.href}>
        {menu.allBrands.label}
      </Link>
    </HeaderDropdown>
  )
}
