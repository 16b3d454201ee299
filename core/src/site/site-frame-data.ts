import { contentLinks, type ContentLink } from "../promotions/content-links.ts"
import { servicePageHref } from "../promotions/service-booking.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { locationPhoneView, primaryLocation, type PhoneView } from "./dealer-details.ts"
import type { SiteFrameSettings } from "./site-navigation.ts"

/** What of a tenant the site frame is built from, small enough to send with every page. */
export interface SiteFrameData {
  readonly settings: SiteFrameSettings
  readonly make: string | null
  readonly models: ReadonlyArray<{ readonly name: string; readonly slug: string | null }>
  readonly financeLink: string
  readonly serviceHref: string
  /** The tenant's content pages that exist, which the header menus and the footer link. */
  readonly contentLinks: ReadonlyArray<ContentLink>
  /** The primary location's number where the tenant shows one in its header. */
  readonly phone: PhoneView | null
}

/**
 * The tenant's part of the site frame (see `siteFrame`), as the root route sends it: its
 * navigation settings, models, finance and service links, content pages and header phone number.
 *
 * @example
 * import { siteFrame, siteFrameData } from "@dealer/core/site"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant({ name: "Coastal Kia" })
 *
 * const frame = siteFrame({ siteName: tenant.name, pathname: "/", year: 2026, texts: tenant.texts, ...siteFrameData(tenant) })
 * frame.copyright // => "© 2026 Coastal Kia. All rights reserved."
 */
export function siteFrameData(tenant: Tenant): SiteFrameData {
  const { navigation, menu_open_on, group_site_url, brand_tiles, header_links, header_phone } = tenant.site
  const primary = header_phone ? primaryLocation(tenant.locations) : null
  return {
    settings: { navigation, menu_open_on, group_site_url: group_site_url ?? null, brand_tiles, header_links },
    make: tenant.manufacturer ?? null,
    models: tenant.models.catalogue.map(({ name, slug }) => ({ name, slug: slug ?? null })),
    financeLink: tenant.finance.finance_link,
    serviceHref: servicePageHref(tenant.content),
    contentLinks: contentLinks(tenant.content, tenant.texts),
    phone: primary === null ? null : locationPhoneView(primary)
  }
}
