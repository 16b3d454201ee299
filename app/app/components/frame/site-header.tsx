import type { SiteFrameView } from "@dealer/core"
import { Link } from "react-router"

/** The site header: the skip link, the site name and the main navigation. */
export function SiteHeader({ frame }: { readonly frame: SiteFrameView }) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main-content">
        {frame.skipLinkLabel}
      </a>
      <div className="site-header__inner">
        <Link to="/" className="site-header__name">
          {frame.siteName}
        </Link>
        <nav aria-label={frame.navigationLabel} className="site-nav">
          <ul className="site-nav__list">
            {frame.navigation.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="site-nav__link"
                  aria-current={link.current ? "page" : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
