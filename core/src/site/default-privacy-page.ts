import type { ContentPageView } from "../promotions/content-pages.ts"
import { fillText } from "../tenant/texts.ts"
import { businessName, dealerLocations } from "./dealer-details.ts"
import { businessSection, contactLines, enquiryLink, pageSection, type DefaultPagesTenant } from "./default-page-sections.ts"

/** Whether any of the tenant's leads go to a system of its own (a signed webhook into its CRM). */
function sendsLeadsToCrm(delivery: DefaultPagesTenant["lead_delivery"]): boolean {
  if (!delivery) return false
  return delivery.webhook !== null || Object.values(delivery.locations).some((location) => Boolean(location.webhook))
}

/**
 * The Privacy Policy of a tenant that has not written one, from what the site does with a lead:
 * what the forms collect, who receives it (the team at the chosen or the car's location, and the
 * dealer's CRM where leads go there), that it is kept and used to answer the enquiry (and for
 * offers only where the shopper opted in), and how to see, correct or delete it.
 *
 * @example
 * import { defaultPrivacyPage } from "@dealer/core/site"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant({ name: "Coastal Kia" })
 *
 * defaultPrivacyPage(tenant).sections.map((section) => section.heading)
 * // => [null, "What we collect", "Who receives your enquiry", "How we use and keep it", "Seeing, correcting or deleting your details"]
 */
export function defaultPrivacyPage(tenant: DefaultPagesTenant): ContentPageView {
  const { texts } = tenant
  const locations = dealerLocations(tenant.locations)
  const [only] = locations
  const recipients =
    locations.length > 1
      ? fillText(texts.defaultPrivacyRecipients, { locations: locations.map((location) => location.name).join(", ") })
      : fillText(texts.defaultPrivacyRecipientsOne, { location: only?.name ?? tenant.name })
  return {
    title: texts.contentPrivacyTitle,
    sections: [
      pageSection(null, [fillText(texts.defaultPrivacyIntro, { business: businessName(tenant.name, tenant.business, texts) })]),
      pageSection(texts.defaultPrivacyCollectHeading, [texts.defaultPrivacyCollect]),
      pageSection(texts.defaultPrivacyRecipientsHeading, [
        recipients,
        sendsLeadsToCrm(tenant.lead_delivery) ? texts.defaultPrivacyCrm : null,
        texts.defaultPrivacyNoSale
      ]),
      pageSection(texts.defaultPrivacyUseHeading, [
        texts.defaultPrivacyUse,
        // Offers only reach shoppers the forms asked.
        tenant.forms.opt_in_hidden ? null : texts.defaultPrivacyOptIn
      ]),
      pageSection(
        texts.defaultPrivacyAccessHeading,
        [texts.defaultPrivacyAccess, ...contactLines(tenant, { email: true })],
        enquiryLink(tenant)
      ),
      ...[businessSection(tenant)].filter((section) => section !== null)
    ],
    paymentLogos: null
  }
}
