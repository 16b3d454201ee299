import type { FooterLocationView, SiteFooterView, SiteFrameView, SiteNavLink } from "@dealer/core"
import { NavLink } from "../group/nav-dropdown-links.tsx"
import { PinIcon } from "./frame-icons.tsx"

/** A footer link; the sitemap is a document, not a page of the app, so a plain link loads it. */
function FooterLink({ link }: { readonly link: SiteNavLink }) {
  return link.href.endsWith(".xml") ? <a href={link.href}>{link.label}</a> : <NavLink link={link} className="site-footer__link" />
}

/** One location as a directory line: its page, its address, its phone numbers and licences. */
function FooterLocation({ location }: { readonly location: FooterLocationView }) {
  return (
    <li className="footer-location">
      <h3 className="footer-location__name">
        <NavLink link={{ href: location.href, label: location.name, current: false }} className="site-footer__link" />
      </h3>
      <p className="footer-location__line">
        <PinIcon />
        <span>{location.address}</span>
      </p>
      {location.phones.map((phone) => (
        <p key={phone.telHref} className="footer-location__phone">
          <a href={phone.telHref}>{phone.label}</a>
        </p>
      ))}
      {location.licences.map((licence) => (
        <p key={licence} className="footer-location__licence">
          {licence}
        </p>
      ))}
    </li>
  )
}

/**
 * The site footer: the dealer's locations as a directory (address, phone, licences), the one-brand
 * tenant's columns, the links to the tenant's pages, the dealer locator and saved cars, and the
 * copyright, business details and legal links. Core decides every link and line.
 */
export function SiteFooter({ frame, footer }: { readonly frame: SiteFrameView; readonly footer: SiteFooterView | null }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {footer && footer.locations.length > 0 ? (
          <section className="site-footer__locations" aria-labelledby="site-footer-locations">
            <h2 id="site-footer-locations" className="site-footer__heading">
              {footer.locationsLabel}
            </h2>
            <ul className="site-footer__location-list">
              {footer.locations.map((location) => (
                <FooterLocation key={location.id} location={location} />
              ))}
            </ul>
          </section>
        ) : null}
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
        <nav aria-label={frame.footerNavigationLabel} className="site-footer__nav">
          <ul className="site-footer__links">
            {frame.footerLinks.map((link) => (
              <li key={link.href}>
                <FooterLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__bottom">
          <div className="site-footer__legal">
            <p className="site-footer__copyright">{frame.copyright}</p>
            {footer?.business.map((line) => (
              <p key={line} className="site-footer__business">
                {line}
              </p>
            ))}
          </div>
          <ul className="site-footer__links site-footer__links--legal">
            {frame.legalLinks.map((link) => (
              <li key={link.href}>
                <FooterLink link={link} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
