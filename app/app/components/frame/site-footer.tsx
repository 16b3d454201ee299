import type { SiteFrameView } from "@dealer/core"
import { Link } from "react-router"
import { NavLink } from "../group/nav-dropdown-links.tsx"

/** The site footer: the tenant's columns of links (if any), a few links and the copyright line. */
export function SiteFooter({ frame }: { readonly frame: SiteFrameView }) {
  return (
    <footer className="site-footer">
      {frame.footerGroups.length > 0 ? (
        <div className="site-footer__groups">
          {frame.footerGroups.map((group) => (
            <nav key={group.label} aria-label={group.label} className="site-footer__group">
              <h2 className="site-footer__group-title">{group.label}</h2>
              <ul className="site-footer__group-links">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavLink link={link} className="site-footer__group-link" />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      ) : null}
      <nav aria-label={frame.footerNavigationLabel}>
        <ul className="site-footer__links">
          {frame.footerLinks.map((link) =>
            // The sitemap is a document, not a page of the app: a plain link loads it.
            link.href.endsWith(".xml") ? (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ) : (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            )
          )}
        </ul>
      </nav>
      <p className="site-footer__copyright">{frame.copyright}</p>
    </footer>
  )
}
