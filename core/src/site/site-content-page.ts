import { contentPage, type ContentPageKey, type ContentPageView } from "../promotions/content-pages.ts"
import { defaultAboutPage } from "./default-about-page.ts"
import type { DefaultPagesTenant } from "./default-page-sections.ts"
import { defaultPrivacyPage } from "./default-privacy-page.ts"
import { defaultTermsPage } from "./default-terms-page.ts"

/** The platform's own page for each page every site has (`ALWAYS_PRESENT_CONTENT_PAGES`). */
const DEFAULT_PAGES: Partial<Record<ContentPageKey, (tenant: DefaultPagesTenant) => ContentPageView>> = {
  about_us: defaultAboutPage,
  terms_and_conditions: defaultTermsPage,
  privacy_policy: defaultPrivacyPage
}

/**
 * The content page `key` of a site: the tenant's own, else for About Us, Terms and Conditions and
 * Privacy Policy the platform's default written from its configuration, else null (404).
 *
 * @example
 * import { siteContentPage } from "@dealer/core/site"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const coastalKia = exampleTenant({ name: "Coastal Kia" })
 *
 * siteContentPage(coastalKia, "privacy_policy")?.title // => "Privacy Policy"
 * siteContentPage(coastalKia, "warranty") // => null
 */
export function siteContentPage(tenant: DefaultPagesTenant, key: ContentPageKey): ContentPageView | null {
  return contentPage(tenant.content, key, tenant.texts) ?? DEFAULT_PAGES[key]?.(tenant) ?? null
}
