import { headerClassNames, headerMenuTransition, type HeaderMenuEvent, type SiteFrameView, type ThemeLogo } from "@dealer/core"
import { useCallback, useEffect, useRef, useState } from "react"
import { Link, useLocation } from "react-router"
import { BrandMegaMenu } from "../group/brand-mega-menu.tsx"
import { HeaderDropdown } from "../group/header-dropdown.tsx"
import { NavDropdownLinks } from "../group/nav-dropdown-links.tsx"

/**
 * The site header: the skip link, the site name, the main navigation (with the dropdowns a tenant
 * configures) and a group's brand mega-menu. Core decides which dropdown is open.
 */
export function SiteHeader({ frame, logo }: { readonly frame: SiteFrameView; readonly logo: ThemeLogo | null }) {
  const [open, setOpen] = useState<string | null>(null)
  const header = useRef<HTMLElement>(null)
  const send = useCallback(
    (event: HeaderMenuEvent) => setOpen((current) => headerMenuTransition(current, event, frame.menuOpenOn)),
    [frame.menuOpenOn]
  )
  const { pathname } = useLocation()
  // Following a link closes the dropdown it was in.
  useEffect(() => send({ type: "CLOSE" }), [pathname, send])
  // A click or tap outside the header closes an open dropdown.
  useEffect(() => {
    if (open === null) return
    const closeOutside = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) send({ type: "CLOSE" })
    }
    document.addEventListener("pointerdown", closeOutside)
    return () => document.removeEventListener("pointerdown", closeOutside)
  }, [open, send])
  return (
    <header className={headerClassNames(open).join(" ")} ref={header}>
      <a className="skip-link" href="#main-content">
        {frame.skipLinkLabel}
      </a>
      <div className="site-header__inner">
        <Link to="/" className="site-header__name">
          {logo ? (
            <img className="site-header__logo" src={logo.src} alt={frame.siteName} width={logo.width} height={logo.height} />
          ) : (
            frame.siteName
          )}
        </Link>
        <nav aria-label={frame.navigationLabel} className="site-nav">
          <ul className="site-nav__list">
            {frame.navigation.map((link) => (
              <li key={link.menu?.id ?? link.href}>
                {link.menu ? (
                  <HeaderDropdown
                    id={link.menu.id}
                    label={link.label}
                    open={open === link.menu.id}
                    openOn={frame.menuOpenOn}
                    send={send}
                    className="nav-dropdown"
                  >
                    <NavDropdownLinks links={link.menu.links} />
                  </HeaderDropdown>
                ) : (
                  <Link
                    to={link.href}
                    className="site-nav__link"
                    aria-current={link.current ? "page" : undefined}
                  >
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {frame.brandMenu ? (
          <nav aria-label={frame.brandMenu.label} className="brand-nav">
            <BrandMegaMenu
              menu={frame.brandMenu}
              open={open === frame.brandMenu.id}
              openOn={frame.menuOpenOn}
              send={send}
            />
          </nav>
        ) : null}
      </div>
    </header>
  )
}
