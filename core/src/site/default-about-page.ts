import type { ContentPageView } from "../promotions/content-pages.ts"
import { fillText } from "../tenant/texts.ts"
import { addressLine, dealerLocations, locationPhoneView } from "./dealer-details.ts"
import { businessSection, contactLines, enquiryLink, pageSection, type DefaultPagesTenant } from "./default-page-sections.ts"

/** The page listing every location, which the default About Us page leads to. */
const LOCATIONS_PAGE_PATH = "/dealerships"

/**
 * The About Us page of a tenant that has not written one: who the dealer is (and whose franchise),
 * where its locations are, its business details and licences, and how to reach it.
 *
 * @example
 * import { defaultAboutPage } from "@dealer/core/site"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant({ name: "Coastal Kia" })
 *
 * defaultAboutPage(tenant).sections[0]?.paragraphs // => ["Welcome to Coastal Kia."]
 */
export function defaultAboutPage(tenant: DefaultPagesTenant): ContentPageView {
  const { texts } = tenant
  const locations = dealerLocations(tenant.locations)
  const [only] = locations
  const where =
    locations.length === 1 && only
      ? fillText(texts.defaultAboutOneLocation, { address: addressLine(only.address) })
      : fillText(texts.defaultAboutLocations, { count: String(locations.length) })
  const manufacturer = tenant.manufacturer?.trim()
  return {
    title: texts.contentAboutUsTitle,
    sections: [
      pageSection(null, [
        fillText(texts.defaultAboutIntro, { name: tenant.name }),
        manufacturer ? fillText(texts.defaultAboutFranchise, { manufacturer }) : null
      ]),
      ...(locations.length === 0
        ? []
        : [
            pageSection(
              texts.defaultAboutLocationsHeading,
              [
                where,
                // One location is named in the sentence above; several get a line each.
                ...(locations.length === 1
                  ? []
                  : locations.map((location) => {
                      const phone = locationPhoneView(location)
                      return [location.name, addressLine(location.address), phone?.number ?? null].filter(Boolean).join(", ")
                    }))
              ],
              { href: LOCATIONS_PAGE_PATH, label: texts.defaultAboutLocationsLink }
            )
          ]),
      ...[businessSection(tenant)].filter((section) => section !== null),
      pageSection(texts.defaultAboutContactHeading, [texts.defaultAboutContact, ...contactLines(tenant, { email: false })], enquiryLink(tenant))
    ],
    paymentLogos: null
  }
}
