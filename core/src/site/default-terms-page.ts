import type { ContentPageView } from "../promotions/content-pages.ts"
import { CONTENT_PAGES } from "../promotions/content-pages.ts"
import { paymentLogos } from "../promotions/payment-logos.ts"
import { formatMoney } from "../pricing/money.ts"
import { fillText } from "../tenant/texts.ts"
import { businessName } from "./dealer-details.ts"
import { businessSection, contactLines, enquiryLink, pageSection, type DefaultPagesTenant } from "./default-page-sections.ts"

/**
 * The Terms and Conditions of a tenant that has not written its own: who runs the site, that
 * vehicle details and finance figures are to be confirmed, that a trade-in estimate may change after
 * inspection, the reservation deposit where the tenant takes one, a link to the privacy policy, the
 * business details and licences, and the payment logos where the tenant shows them.
 *
 * @example
 * import { defaultTermsPage } from "@dealer/core/site"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant({ name: "Coastal Kia" })
 *
 * defaultTermsPage(tenant).sections[0]?.paragraphs // => ["These terms apply when you use the Coastal Kia website. By using it, you agree to them."]
 */
export function defaultTermsPage(tenant: DefaultPagesTenant): ContentPageView {
  const { texts, stock } = tenant
  const legalName = tenant.business.legal_name?.trim()
  return {
    title: texts.contentTermsTitle,
    sections: [
      pageSection(null, [
        fillText(texts.defaultTermsIntro, { name: tenant.name }),
        legalName ? fillText(texts.defaultTermsOperator, { business: businessName(tenant.name, tenant.business, texts) }) : null
      ]),
      pageSection(texts.defaultTermsVehiclesHeading, [texts.defaultTermsVehicles]),
      pageSection(texts.defaultTermsFinanceHeading, [texts.defaultTermsFinance]),
      pageSection(texts.defaultTermsTradeInHeading, [texts.tradeInEstimateFaqAnswer]),
      ...(stock.reserve_online
        ? [
            pageSection(texts.defaultTermsReserveHeading, [
              fillText(texts.defaultTermsReserve, {
                amount: formatMoney(stock.reserve_deposit),
                hours: String(stock.reserve_hold_hours)
              })
            ])
          ]
        : []),
      pageSection(texts.defaultTermsPrivacyHeading, [texts.defaultTermsPrivacy], {
        href: CONTENT_PAGES.privacy_policy.path,
        label: texts.contentPrivacyTitle
      }),
      ...[businessSection(tenant)].filter((section) => section !== null),
      pageSection(texts.defaultTermsContactHeading, [texts.defaultTermsContact, ...contactLines(tenant, { email: false })], enquiryLink(tenant))
    ],
    paymentLogos: tenant.content.payment_logos ? { label: texts.paymentLogosLabel, logos: paymentLogos } : null
  }
}
