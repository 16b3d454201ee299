import type { Texts } from "../tenant/texts.ts"
import { sectionView, type ContentPageView } from "./content-pages.ts"
import type { ContentSettings, ListedPage } from "./content-settings.ts"

/** Where a tenant's listed pages live: `/pages/{slug}` (document 001, section 2). */
export const LISTED_PAGES_PATH = "/pages"

/** The texts of the site's listed pages. */
export type ListedPageTexts = Pick<
  Texts,
  | "contentWarrantyTitle"
  | "contentCappedPriceServiceTitle"
  | "contentRoadsideAssistanceTitle"
  | "contentOwnersTitle"
  | "contentEofyTitle"
>

/** The platform's title of a listed page the dealer leaves untitled; every EOFY variant is an EOFY sale. */
export function listedPageDefaultTitle(slug: string, texts: ListedPageTexts): string {
  if (slug === "warranty") return texts.contentWarrantyTitle
  if (slug === "capped-price-service") return texts.contentCappedPriceServiceTitle
  if (slug === "roadside-assistance") return texts.contentRoadsideAssistanceTitle
  if (slug === "owners") return texts.contentOwnersTitle
  return texts.contentEofyTitle
}

/** The address of one listed page. */
export const listedPagePath = (page: Pick<ListedPage, "slug">) => `${LISTED_PAGES_PATH}/${page.slug}`

/**
 * The page `/pages/{slug}` of a tenant, or null where the tenant does not list it (the site answers 404).
 *
 * @example
 * import { listedPage } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * listedPage(tenant.content, "eofy-sale-2026", defaultTexts)?.title // "EOFY Sale" unless the dealer titles it
 */
export function listedPage(settings: Pick<ContentSettings, "pages">, slug: string, texts: ListedPageTexts): ContentPageView | null {
  const page = settings.pages.find((candidate) => candidate.slug === slug)
  if (!page) return null
  return {
    title: page.title?.trim() || listedPageDefaultTitle(page.slug, texts),
    sections: page.sections.map(sectionView),
    paymentLogos: null
  }
}
