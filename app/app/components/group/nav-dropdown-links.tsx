import type { SiteNavLink } from "@dealer/core"
import { Link } from "react-router"

/** The links of a header dropdown (Models, Stock, Service & Parts, Company). */
export function NavDropdownLinks({ links }: { readonly links: ReadonlyArray<SiteNavLink> }) {
  return (
    <ul className="nav-dropdown__links">
      {links.map((link) => (
        <li key={link.href}>
          <NavLink link={link} className="nav-dropdown__link" />
        </li>
      ))}
    </ul>
  )
}

/** A frame link: another site's page is a plain link, the site's own goes through the router. */
export function NavLink({ link, className }: { readonly link: SiteNavLink; readonly className: string }) {
  const current = link.current ? "page" : undefined
  return /^https?:\/\//.test(link.href) ? (
    <a className={className} href={link.href} aria-current={current}>
      {link.label}
    </a>
  ) : (
    <Link className={className} to={link.href} aria-current={current}>
      {link.label}
    </Link>
  )
}
