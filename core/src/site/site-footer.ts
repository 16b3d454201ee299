import { locationPhone } from "../locations/location-contact.ts"
import type { Location } from "../locations/location.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText } from "../tenant/texts.ts"
import { formatAbn } from "./business-details.ts"
import { dealerLocations, locationLicences, phoneView, type PhoneView } from "./dealer-details.ts"

/** The location pages the footer links each location to. */
const LOCATION_PAGE_PATH = "/locations"

/**
 * One location in the footer, as a directory line: its page, where it is, how to call it, its
 * licences. Today's hours, directions and a call button are the home page's locations section's and
 * the location page's (decision 0052), so no page shows a location's hours twice.
 */
export interface FooterLocationView {
  readonly id: number
  readonly name: string
  readonly href: string
  /** The address on one line: "3360 Pacific Highway, Springwood QLD 4127". */
  readonly address: string
  readonly phones: ReadonlyArray<PhoneView & { readonly label: string }>
  readonly licences: ReadonlyArray<string>
}

/** What the footer shows of the dealer. */
export interface SiteFooterView {
  readonly locationsLabel: string
  readonly locations: ReadonlyArray<FooterLocationView>
  /** The business behind the site: its registered name and ABN, where the tenant gives them. */
  readonly business: ReadonlyArray<string>
}

/** What of a tenant the footer reads. */
export type SiteFooterTenant = Pick<Tenant, "name" | "locations" | "business" | "texts">

const digits = (phone: string) => phone.replace(/\D/g, "")

function footerLocation(location: Location, tenant: SiteFooterTenant): FooterLocationView {
  const { texts } = tenant
  const { street, city, state, postcode } = location.address
  const main = locationPhone(location)
  const landline = location.contact_detail?.landline_phone?.trim() || null
  const labelled = (raw: string, label: string) => {
    const phone = phoneView(raw)
    return { ...phone, label: fillText(label, { phone: phone.number }) }
  }
  const phones = [
    ...(main === null ? [] : [labelled(main, texts.frameFooterPhone)]),
    // The landline only when it is another number than the one shown.
    ...(landline === null || (main !== null && digits(landline) === digits(main)) ? [] : [labelled(landline, texts.frameFooterLandline)])
  ]
  return {
    id: location.id,
    name: location.name,
    href: `${LOCATION_PAGE_PATH}/${encodeURIComponent(location.slug)}`,
    address: [street?.trim() || null, `${city} ${state} ${postcode}`].filter((part): part is string => part !== null).join(", "),
    phones,
    licences: locationLicences(location).map((licence) =>
      fillText(licence.kind === "dealer" ? texts.frameFooterDealerLicence : texts.frameFooterRepairerLicence, {
        number: licence.number
      })
    )
  }
}

/**
 * The footer's dealer details: each visible location (one per physical site) as a directory line
 * (its page, its address on one line, its phone numbers and licence numbers), and the business's
 * registered name and ABN. Nothing in it depends on the clock.
 *
 * @example
 * import { siteFooter } from "@dealer/core/site"
 * import { exampleLocation, exampleTenant } from "@dealer/core/testing"
 *
 * const southport = exampleLocation(21, 201, {
 *   name: "Coastal Kia Southport",
 *   address: { street: "21 Ferry Road", city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.4 }
 * })
 * const tenant = exampleTenant({ name: "Coastal Kia", locations: [southport] })
 *
 * siteFooter(tenant).locations[0]?.address // => "21 Ferry Road, Southport QLD 4215"
 */
export function siteFooter(tenant: SiteFooterTenant): SiteFooterView {
  const { business, texts } = tenant
  const legalName = business.legal_name?.trim()
  return {
    locationsLabel: texts.frameFooterLocationsLabel,
    locations: dealerLocations(tenant.locations).map((location) => footerLocation(location, tenant)),
    business: [
      legalName && legalName !== tenant.name ? legalName : null,
      business.abn ? fillText(texts.frameFooterAbn, { abn: formatAbn(business.abn) }) : null
    ].filter((line): line is string => line !== null)
  }
}
