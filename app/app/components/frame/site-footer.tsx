import type { SiteFrameView } from "@dealer/core"
import { Link } from "react-router"

/** The site footer: a few links and the copyright line. */
export function SiteFooter({ frame }: { readonly frame: SiteFrameView }) {
  return (
    <footer className="site-footer">
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
