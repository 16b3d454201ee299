import type { ContentSectionView } from "../promotions/content-pages.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText } from "../tenant/texts.ts"
import { formatAbn } from "./business-details.ts"
import { businessName, dealerLocations, locationLicences, locationPhoneView, primaryLocation } from "./dealer-details.ts"

/** What of a tenant the default About Us, Privacy Policy and Terms and Conditions pages are written from. */
export type DefaultPagesTenant = Pick<
  Tenant,
  "name" | "manufacturer" | "business" | "locations" | "texts" | "lead_delivery" | "forms" | "stock" | "content"
>

/** The enquiry form, where every default page sends a shopper with a question. */
export const ENQUIRY_FORM_PATH = "/contact"

/**
 * A section of a default page; paragraphs left null (a detail the tenant does not give) are dropped.
 */
export function pageSection(
  heading: string | null,
  paragraphs: ReadonlyArray<string | null>,
  link: ContentSectionView["link"] = null
): ContentSectionView {
  return { id: null, heading, paragraphs: paragraphs.filter((paragraph): paragraph is string => paragraph !== null), link }
}

/**
 * The dealer's business details: who it is, its ABN and each location's licences; null when the
 * tenant gives none of them.
 */
export function businessSection(tenant: DefaultPagesTenant): ContentSectionView | null {
  const { texts, business } = tenant
  const licences = dealerLocations(tenant.locations).flatMap((location) =>
    locationLicences(location).map((licence) =>
      fillText(licence.kind === "dealer" ? texts.defaultPagesDealerLicence : texts.defaultPagesRepairerLicence, {
        location: location.name,
        number: licence.number
      })
    )
  )
  const details = [business.abn ? fillText(texts.defaultPagesAbn, { abn: formatAbn(business.abn) }) : null, ...licences]
  if (!business.legal_name && details.every((line) => line === null)) return null
  return pageSection(texts.defaultPagesBusinessHeading, [businessName(tenant.name, business, texts), ...details])
}

/**
 * How to reach the dealer: the privacy e-mail address where asked for and given, the primary
 * location's phone, and a link to the enquiry form.
 */
export function contactLines(tenant: DefaultPagesTenant, options: { readonly email: boolean }): ReadonlyArray<string | null> {
  const { texts } = tenant
  const primary = primaryLocation(tenant.locations)
  const phone = primary === null ? null : locationPhoneView(primary)
  const email = options.email ? tenant.business.privacy_email?.trim() : undefined
  return [
    email ? fillText(texts.defaultPagesEmail, { email }) : null,
    phone === null ? null : fillText(texts.defaultPagesPhone, { phone: phone.number })
  ]
}

/** The link every default page ends a question with. */
export const enquiryLink = (tenant: DefaultPagesTenant): NonNullable<ContentSectionView["link"]> => ({
  href: ENQUIRY_FORM_PATH,
  label: tenant.texts.defaultPagesContactLink
})
