import { specialHoursForLocation } from "../hours/special-hours.ts"
import { timeZoneForState } from "../hours/state-time-zone.ts"
import { todayHours } from "../hours/today-hours.ts"
import { locationOpeningHours, locationPhone } from "../locations/location-contact.ts"
import type { Location } from "../locations/location.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText } from "../tenant/texts.ts"
import { formatAbn } from "./business-details.ts"
import { dealerLocations, locationLicences, phoneView, type PhoneView } from "./dealer-details.ts"

/** The location pages the footer links each location to. */
const LOCATION_PAGE_PATH = "/locations"

/** One location in the footer: where it is, whether it is open today, how to call it, its licences. */
export interface FooterLocationView {
  readonly id: number
  readonly name: string
  readonly href: string
  readonly addressLines: ReadonlyArray<string>
  /** `Open today 8:30am - 5:30pm` or `Closed today`; null when the location gives no hours. */
  readonly today: { readonly text: string; readonly closed: boolean } | null
  readonly phones: ReadonlyArray<PhoneView & { readonly label: string }>
  readonly licences: ReadonlyArray<string>
}

/** What the footer shows of the dealer, computed where the tenant and the clock are known. */
export interface SiteFooterView {
  readonly locationsLabel: string
  readonly locations: ReadonlyArray<FooterLocationView>
  /** The business behind the site: its registered name and ABN, where the tenant gives them. */
  readonly business: ReadonlyArray<string>
}

/** What of a tenant the footer reads. */
export type SiteFooterTenant = Pick<Tenant, "name" | "locations" | "special_hours" | "hours" | "business" | "texts">

const digits = (phone: string) => phone.replace(/\D/g, "")

function footerLocation(location: Location, tenant: SiteFooterTenant, now: Date): FooterLocationView {
  const { texts } = tenant
  const { street, city, state, postcode } = location.address
  const entries = locationOpeningHours(location)
  const today =
    entries.length === 0
      ? null
      : todayHours(
          {
            openingHours: entries,
            specialHours: specialHoursForLocation(tenant.special_hours, location.id),
            timeZone: timeZoneForState(state, tenant.hours.default_state),
            now
          },
          texts
        )
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
    addressLines: [street?.trim() || null, `${city} ${state} ${postcode}`].filter((line): line is string => line !== null),
    today:
      today === null
        ? null
        : {
            text: today.closed ? texts.frameFooterClosedToday : fillText(texts.frameFooterOpenToday, { hours: today.hours }),
            closed: today.closed
          },
    phones,
    licences: locationLicences(location).map((licence) =>
      fillText(licence.kind === "dealer" ? texts.frameFooterDealerLicence : texts.frameFooterRepairerLicence, {
        number: licence.number
      })
    )
  }
}

/**
 * The footer's dealer details at `now`: each visible location (one per physical site) with its
 * address, today's hours on its own clock (holiday hours first), its phone numbers and licence
 * numbers, and the business's registered name and ABN.
 *
 * @example
 * siteFooter(tenant, now).locations[0]?.today // { text: "Open today 8:30am - 5:30pm", closed: false }
 */
export function siteFooter(tenant: SiteFooterTenant, now: Date): SiteFooterView {
  const { business, texts } = tenant
  const legalName = business.legal_name?.trim()
  return {
    locationsLabel: texts.frameFooterLocationsLabel,
    locations: dealerLocations(tenant.locations).map((location) => footerLocation(location, tenant, now)),
    business: [
      legalName && legalName !== tenant.name ? legalName : null,
      business.abn ? fillText(texts.frameFooterAbn, { abn: formatAbn(business.abn) }) : null
    ].filter((line): line is string => line !== null)
  }
}
