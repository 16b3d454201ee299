import {
  headerClassNames,
  headerMenuTransition,
  siteMenuTransition,
  type HeaderMenuEvent,
  type SiteFrameView,
  type SiteMenuEvent,
  type ThemeLogo
} from "@dealer/core"
import { useCallback, useEffect, useRef, useState } from "react"
import { Link, useLocation } from "react-router"
import { BrandMegaMenu } from "../group/brand-mega-menu.tsx"
import { HeaderDropdown } from "../group/header-dropdown.tsx"
import { NavDropdownLinks, NavLink } from "../group/nav-dropdown-links.tsx"
import { MenuIcon, PhoneIcon } from "./frame-icons.tsx"
import { KeywordSearchBox } from "../search/keyword-search-box.tsx"

/** The element the menu button shows and hides on a small screen. */
const MENU_ID = "site-menu"

/**
 * Without scripts the menu button cannot work: the menu then shows on every screen and the button
 * goes (a browser with scripts never applies what a `noscript` holds).
 */
const NO_SCRIPT_MENU = ".site-header__menu-button{display:none}.site-header__menu{display:block}"

/**
 * The site header: the skip link, the logo (or the dealer's name), room for a search box, the
 * dealer's call link, and the navigation (with the tenant's dropdowns and a group's brand
 * mega-menu). On a small screen the navigation sits behind a menu button. Core decides which links
 * show, which dropdown is open and whether the menu is.
 */
export function SiteHeader({ frame, logo }: { readonly frame: SiteFrameView; readonly logo: ThemeLogo | null }) {
  const [open, setOpen] = useState<string | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const header = useRef<HTMLElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const send = useCallback(
    (event: HeaderMenuEvent) => setOpen((current) => headerMenuTransition(current, event, frame.menuOpenOn)),
    [frame.menuOpenOn]
  )
  const sendMenu = useCallback((event: SiteMenuEvent) => setMenuOpen((current) => siteMenuTransition(current, event)), [])
  // Each navigation has a key of its own, a link to the page already shown (Home on the home page) too.
  const { key: navigation } = useLocation()
  // Following a link closes the dropdown and the menu it was in.
  useEffect(() => {
    send({ type: "CLOSE" })
    sendMenu({ type: "CLOSE" })
  }, [navigation, send, sendMenu])
  // A click or tap outside the header closes an open dropdown and the menu.
  useEffect(() => {
    if (open === null && !menuOpen) return
    const closeOutside = (event: PointerEvent) => {
      if (header.current?.contains(event.target as Node)) return
      send({ type: "CLOSE" })
      sendMenu({ type: "CLOSE" })
    }
    document.addEventListener("pointerdown", closeOutside)
    return () => document.removeEventListener("pointerdown", closeOutside)
  }, [open, menuOpen, send, sendMenu])
  // Escape closes the menu and puts focus back on its button, unless it closed a dropdown first
  // (the dropdown's own handler marks the key as used).
  useEffect(() => {
    if (!menuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return
      sendMenu({ type: "CLOSE" })
      menuButton.current?.focus()
    }
    document.addEventListener("keydown", closeOnEscape)
    return () => document.removeEventListener("keydown", closeOnEscape)
  }, [menuOpen, sendMenu])
  const classNames = [...headerClassNames(open), menuOpen ? "site-header--menu-open" : null].filter(Boolean)
  return (
    <header className={classNames.join(" ")} ref={header}>
      <a className="skip-link" href="#main-content">
        {frame.skipLinkLabel}
      </a>
      <div className="site-header__bar">
        <Link to="/" className="site-header__name">
          {logo ? (
            <img className="site-header__logo" src={logo.src} alt={frame.siteName} width={logo.width} height={logo.height} />
          ) : (
            frame.siteName
          )}
        </Link>
        <KeywordSearchBox className="site-header__search" />
        <div className="site-header__tools">
          {frame.phone ? (
            <a className="site-header__phone" href={frame.phone.telHref} aria-label={frame.phone.label}>
              <PhoneIcon />
              <span className="site-header__phone-number">{frame.phone.number}</span>
            </a>
          ) : null}
          <button
            ref={menuButton}
            type="button"
            className="site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => sendMenu({ type: "TOGGLE" })}
          >
            <MenuIcon open={menuOpen} />
            <span>{frame.menuButtonLabel}</span>
          </button>
        </div>
      </div>
      {/* A link followed from the menu closes it (and its dropdown) at once, before the page it
          leads to has loaded; a link to the page already shown too. */}
      <div
        id={MENU_ID}
        className="site-header__menu"
        onClick={(event) => {
          if (!(event.target as Element).closest("a[href]")) return
          send({ type: "CLOSE" })
          sendMenu({ type: "CLOSE" })
        }}
      >
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
                  <NavLink link={link} className="site-nav__link" />
                )}
              </li>
            ))}
          </ul>
        </nav>
        {frame.brandMenu ? (
          <nav aria-label={frame.brandMenu.label} className="brand-nav">
            <BrandMegaMenu menu={frame.brandMenu} open={open === frame.brandMenu.id} openOn={frame.menuOpenOn} send={send} />
          </nav>
        ) : null}
      </div>
      <noscript>
        <style>{NO_SCRIPT_MENU}</style>
      </noscript>
    </header>
  )
}
