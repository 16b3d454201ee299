import type { Texts } from "../tenant/texts.ts"
import type { ContentPage, ContentSettings } from "./content-settings.ts"
import { paymentLogos, type PaymentLogo } from "./payment-logos.ts"

/** The content pages a tenant may configure, by their address (document 001, section 2). */
export const CONTENT_PAGES = {
  warranty: { path: "/warranty", titleText: "contentWarrantyTitle" },
  about_us: { path: "/about-us", titleText: "contentAboutUsTitle" },
  terms_and_conditions: { path: "/terms-and-conditions", titleText: "contentTermsTitle" },
  privacy_policy: { path: "/privacy-policy", titleText: "contentPrivacyTitle" },
  service: { path: "/service", titleText: "contentServiceTitle" },
  diamond_advantage: { path: "/diamond-advantage", titleText: "contentDiamondAdvantageTitle" },
  eofy: { path: "/eofy", titleText: "contentEofyTitle" },
  buying: { path: "/buying", titleText: "contentBuyingTitle" }
} as const satisfies Record<string, { path: string; titleText: keyof Texts }>
/** One of the site's fixed content pages, e.g. about us or privacy. */
export type ContentPageKey = keyof typeof CONTENT_PAGES

/**
 * The pages every site has (the specification's default routes include /privacy-policy, and a site
 * whose forms collect names and phone numbers says who it is and what it does with them): a tenant
 * that does not write one gets the platform's, written from its configuration.
 */
export const ALWAYS_PRESENT_CONTENT_PAGES: ReadonlyArray<ContentPageKey> = ["about_us", "terms_and_conditions", "privacy_policy"]

/** The anchor of the service page's booking section ('BOOK A SERVICE' leads to /service#service-booking). */
export const SERVICE_BOOKING_ANCHOR = "service-booking"

/** Pages that show the payment logos when the tenant has them: paying for a service, and the terms of sale. */
const PAYMENT_LOGO_PAGES: ReadonlyArray<ContentPageKey> = ["service", "terms_and_conditions"]

/** A section of a content page as shown: its heading and paragraphs. */
export interface ContentSectionView {
  readonly id: string | null
  readonly heading: string | null
  readonly paragraphs: ReadonlyArray<string>
  readonly link: { readonly href: string; readonly label: string } | null
}

/** A content page as rendered. */
export interface ContentPageView {
  readonly title: string
  readonly sections: ReadonlyArray<ContentSectionView>
  readonly paymentLogos: { readonly label: string; readonly logos: ReadonlyArray<PaymentLogo> } | null
}

/** The texts the site's content pages show. */
export type ContentPageTexts = Pick<
  Texts,
  | (typeof CONTENT_PAGES)[ContentPageKey]["titleText"]
  | "serviceBookingHeading"
  | "serviceBookingBody"
  | "serviceBookingLink"
  | "paymentLogosLabel"
>

/** A section as rendered: empty headings and paragraphs dropped. */
export const sectionView = (section: ContentPage["sections"][number]): ContentSectionView => ({
  id: null,
  heading: section.heading?.trim() || null,
  paragraphs: section.paragraphs.filter((paragraph) => paragraph.trim() !== ""),
  link: null
})

/**
 * The content page `key` as the tenant wrote it, or null where the tenant has not configured it (the
 * site answers 404, or serves the default of a page every site has: `siteContentPage`). The service
 * page ends with its booking section, the target of every 'BOOK A SERVICE' link.
 *
 * @example
 * import { contentPage } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * contentPage(tenant.content, "about_us", defaultTexts)?.title // "About Us" unless the dealer titles it
 */
export function contentPage(settings: ContentSettings, key: ContentPageKey, texts: ContentPageTexts): ContentPageView | null {
  const page = settings[key]
  if (!page) return null
  const sections = page.sections.map(sectionView)
  const booking: ContentSectionView = {
    id: SERVICE_BOOKING_ANCHOR,
    heading: texts.serviceBookingHeading,
    paragraphs: [texts.serviceBookingBody],
    link: { href: "/contact", label: texts.serviceBookingLink }
  }
  return {
    title: page.title?.trim() || texts[CONTENT_PAGES[key].titleText],
    sections: key === "service" ? [...sections, booking] : sections,
    paymentLogos:
      settings.payment_logos && PAYMENT_LOGO_PAGES.includes(key) ? { label: texts.paymentLogosLabel, logos: paymentLogos } : null
  }
}
