import { analyticsTexts } from "../analytics/texts.ts"
import { checkoutTexts } from "../checkout/texts.ts"
import { onlinePaymentTexts } from "../checkout/online-payment-texts.ts"
import { financeTexts } from "../finance/texts.ts"
import { enquiryPagesTexts } from "../forms/enquiry-pages-texts.ts"
import { formsTexts } from "../forms/texts.ts"
import { gaugeTexts } from "../gauge/texts.ts"
import { hoursTexts } from "../hours/texts.ts"
import { locationsTexts } from "../locations/texts.ts"
import { mediaTexts } from "../media/texts.ts"
import { modelsTexts } from "../models/texts.ts"
import { platformTexts } from "../platform/texts.ts"
import { promotionsTexts } from "../promotions/texts.ts"
import { spinToWinTexts } from "../promotions/spin-to-win-texts.ts"
import { searchTexts } from "../search/texts.ts"
import { sessionTexts } from "../session/texts.ts"
import { signInTexts } from "../session/sign-in-texts.ts"
import { shareTexts } from "../share/texts.ts"
import { locationPagesTexts } from "../site/location-pages-texts.ts"
import { defaultPagesTexts } from "../site/default-pages-texts.ts"
import { siteFrameTexts } from "../site/texts.ts"
import { groupSiteTexts } from "../site/group-texts.ts"
import { homeTexts } from "../site/home-texts.ts"
import { stockTexts } from "../stock/texts.ts"
import { stickyBarTexts } from "../stock/sticky-bar-texts.ts"
import { storageTexts } from "../storage/texts.ts"
import { siteTexts } from "./site-texts.ts"

// In a module of its own, so a page that fills texts does not load the whole table with it.
export { fillText } from "./fill-text.ts"


/**
 * Every user-visible text the specification gives, verbatim (typos included), gathered from each
 * area. A tenant may override any of them through `TenantConfig.texts`.
 *
 * @example
 * import { resolveTexts } from "@dealer/core/tenant"
 *
 * resolveTexts({ noPrice: "Call for price" }).noPrice // => "Call for price"
 */
export const defaultTexts = /* @__PURE__ */ (() =>
  // The spreads run inside a pure call, so a bundle that uses only fillText drops the table.
  ({
    ...siteTexts,
    ...stockTexts,
    ...stickyBarTexts,
    ...searchTexts,
    ...financeTexts,
    ...gaugeTexts,
    ...hoursTexts,
    ...locationsTexts,
    ...formsTexts,
    ...enquiryPagesTexts,
    ...modelsTexts,
    ...promotionsTexts,
    ...mediaTexts,
    ...shareTexts,
    ...analyticsTexts,
    ...sessionTexts,
    ...signInTexts,
    ...checkoutTexts,
    ...onlinePaymentTexts,
    ...spinToWinTexts,
    ...storageTexts,
    ...platformTexts,
    ...siteFrameTexts,
    ...defaultPagesTexts,
    ...locationPagesTexts,
    ...groupSiteTexts,
    ...homeTexts
  }) as const)()

/** The name of one of the site's texts, each of which a tenant may override. */
export type TextKey = keyof typeof defaultTexts
/** Every text of the site, the tenant's overrides merged over the specification's. */
export type Texts = { readonly [K in TextKey]: string }

/**
 * Merges a tenant's overrides over the specification's texts.
 *
 * @example
 * import { resolveTexts } from "@dealer/core/tenant"
 *
 * resolveTexts({ soldTag: "SOLD" }).soldTag // => "SOLD"
 */
export function resolveTexts(overrides: Partial<Record<TextKey, string>> | undefined): Texts {
  return { ...defaultTexts, ...overrides }
}
