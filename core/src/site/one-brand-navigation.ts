import { modelPath } from "../models/model-dropdown.ts"
import type { Model } from "../models/model.ts"
import { searchSlug } from "../search/search-path-scope.ts"
import type { Texts } from "../tenant/texts.ts"
import type { SiteSettings } from "./settings.ts"

/** A link of the header or footer; `menu` makes it a header dropdown of further links. */
export interface SiteNavLink {
  readonly href: string
  readonly label: string
  /** The link stands for the page being shown (`aria-current="page"`). */
  readonly current: boolean
  /** A dropdown's own id and links; the item's `href` is then its first link. */
  readonly menu?: { readonly id: string; readonly links: ReadonlyArray<SiteNavLink> }
}

/** A titled column of footer links. */
export interface SiteNavGroup {
  readonly label: string
  readonly links: ReadonlyArray<SiteNavLink>
}

/** The pages the one-brand navigation links to, on the site itself. */
export const ONE_BRAND_PATHS = {
  home: "/",
  finance: "/finance",
  servicing: "/service",
  partsAndAccessories: "/vehicle-parts-and-accessories",
  aboutUs: "/about-us",
  news: "/news",
  contactUs: "/contact-us",
  tradeIn: "/trade-in",
  testDrive: "/book-test-drive",
  // The owners' page the tenant lists under /pages (dropped from the footer where it has none).
  ownersBenefits: "/pages/owners",
  stockAll: "/search/new-used-and-demo-cars",
  stockNew: "/search/new-cars",
  stockDemo: "/search/demo-cars",
  stockUsed: "/search/used-cars"
} as const

/** The dealer group's pages, under the group's own site when the tenant names it. */
const GROUP_PAGE_PATHS = {
  about: "/about-us",
  news: "/news",
  contact: "/contact-us",
  terms: "/terms-and-conditions",
  privacy: "/privacy-policy"
} as const

/** The texts of a one-brand site's navigation. */
export type OneBrandTexts = Pick<
  Texts,
  | "navHome"
  | "navModels"
  | "navStock"
  | "navStockNew"
  | "navStockDemo"
  | "navStockUsed"
  | "navStockAll"
  | "navFinance"
  | "navServiceAndParts"
  | "navServicing"
  | "navPartsAndAccessories"
  | "navCompany"
  | "navAboutUs"
  | "navNews"
  | "navContactUs"
  | "footerModels"
  | "footerBuyerTools"
  | "footerOurStock"
  | "footerTradeIn"
  | "footerTestDrive"
  | "footerOwnersBenefits"
  | "footerGroupPages"
  | "footerGroupAbout"
  | "footerGroupNews"
  | "footerGroupContact"
  | "footerGroupTerms"
  | "footerGroupPrivacy"
>

/** A one-brand site's navigation as shown: its menus and links. */
export interface OneBrandNavigation {
  readonly navigation: ReadonlyArray<SiteNavLink>
  readonly footerGroups: ReadonlyArray<SiteNavGroup>
}

/**
 * The one-brand tenant's header and footer (001 section 2): Home, Models (the site's model pages;
 * the make's stock while it has none), Stock (by condition), Finance, Service & Parts, Company; the footer's Models, Buyer
 * Tools, Service & Parts and the dealer group's pages.
 *
 * @example
 * import { oneBrandNavigation } from "@dealer/core/site"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().site
 * const models = [{ name: "X-Trail" }, { name: "Navara" }]
 *
 * oneBrandNavigation({ pathname: "/", make: "Nissan", models, settings, texts: defaultTexts }).navigation.map((item) => item.label)
 * // => ["Home", "Models", "Stock", "Finance", "Service & Parts", "Company"]
 */
export function oneBrandNavigation(input: {
  readonly pathname: string
  readonly make: string | null
  /** The site's models catalogue, in its order. */
  readonly models: ReadonlyArray<Pick<Model, "name" | "slug">>
  readonly settings: Pick<SiteSettings, "group_site_url">
  readonly texts: OneBrandTexts
  /** The tenant's finance link (`finance.finance_link`); `/finance` when not given. */
  readonly financeLink?: string
}): OneBrandNavigation {
  const { texts, pathname, settings } = input
  const link = (href: string, label: string): SiteNavLink => ({ href, label, current: pathname === href })
  const menu = (id: string, label: string, links: ReadonlyArray<SiteNavLink>): SiteNavLink => ({
    href: links[0]?.href ?? ONE_BRAND_PATHS.home,
    label,
    current: links.some((entry) => entry.current),
    menu: { id, links }
  })
  const financePath = input.financeLink?.split("#")[0] || ONE_BRAND_PATHS.finance
  const makePath = input.make ? `/search/${searchSlug(input.make)}` : ONE_BRAND_PATHS.stockAll
  const models = input.models.map((model) => link(modelPath(model), model.name))
  const stock = [
    link(ONE_BRAND_PATHS.stockNew, texts.navStockNew),
    link(ONE_BRAND_PATHS.stockDemo, texts.navStockDemo),
    link(ONE_BRAND_PATHS.stockUsed, texts.navStockUsed),
    link(ONE_BRAND_PATHS.stockAll, texts.navStockAll)
  ]
  const serviceAndParts = [
    link(ONE_BRAND_PATHS.servicing, texts.navServicing),
    link(ONE_BRAND_PATHS.partsAndAccessories, texts.navPartsAndAccessories)
  ]
  const groupBase = (settings.group_site_url ?? "").replace(/\/+$/, "")
  const groupPage = (path: string, label: string) => link(`${groupBase}${path}`, label)
  return {
    navigation: [
      link(ONE_BRAND_PATHS.home, texts.navHome),
      menu("models", texts.navModels, models.length > 0 ? models : [link(makePath, texts.navModels)]),
      menu("stock", texts.navStock, stock),
      link(financePath, texts.navFinance),
      menu("service-and-parts", texts.navServiceAndParts, serviceAndParts),
      menu("company", texts.navCompany, [
        link(ONE_BRAND_PATHS.aboutUs, texts.navAboutUs),
        link(ONE_BRAND_PATHS.news, texts.navNews),
        link(ONE_BRAND_PATHS.contactUs, texts.navContactUs)
      ])
    ],
    footerGroups: [
      { label: texts.footerModels, links: models.length > 0 ? models : [link(makePath, texts.navModels)] },
      {
        label: texts.footerBuyerTools,
        links: [
          link(ONE_BRAND_PATHS.stockAll, texts.footerOurStock),
          link(financePath, texts.navFinance),
          link(ONE_BRAND_PATHS.tradeIn, texts.footerTradeIn),
          link(ONE_BRAND_PATHS.testDrive, texts.footerTestDrive),
          link(ONE_BRAND_PATHS.ownersBenefits, texts.footerOwnersBenefits)
        ]
      },
      { label: texts.navServiceAndParts, links: serviceAndParts },
      {
        label: texts.footerGroupPages,
        links: [
          groupPage(GROUP_PAGE_PATHS.about, texts.footerGroupAbout),
          groupPage(GROUP_PAGE_PATHS.news, texts.footerGroupNews),
          groupPage(GROUP_PAGE_PATHS.contact, texts.footerGroupContact),
          groupPage(GROUP_PAGE_PATHS.terms, texts.footerGroupTerms),
          groupPage(GROUP_PAGE_PATHS.privacy, texts.footerGroupPrivacy)
        ]
      }
    ]
  }
}
