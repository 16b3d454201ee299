import { bookServiceBanner, type BannerView } from "../promotions/banners.ts"
import { threeFeatureBanner, type FeatureTile } from "../promotions/feature-banner.ts"
import { promoSlider, type PromoSliderView } from "../promotions/promo-slider.ts"
import { salesCounterView, type SalesCounterView } from "../promotions/sales-counter-view.ts"
import { serviceBookingHref } from "../promotions/service-booking.ts"
import type { FacetName, StockResult } from "../search/stock-result.ts"
import type { StockQuery } from "../search/stock-query.ts"
import type { Car } from "../stock/car.ts"
import { carCard, type CarCardView } from "../stock/car-card.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { groupBrandsPage, groupClaimsView, type GroupBrandSectionView, type GroupClaimsView } from "./group-brands.ts"
import { heroView, type HeroView } from "./home-hero.ts"
import { homeLocationsView, homeReviewsView, type HomeLocationsView, type HomeReviewsView } from "./home-locations.ts"
import { QUICK_SEARCH_FACETS, quickSearchView, type QuickSearchView } from "./home-quick-search.ts"
import type { ShownHomeSection } from "./home-sections.ts"
import {
  featuredStockQuery,
  newArrivalsQuery,
  offersStockQuery,
  pickFeaturedCars,
  pickNewArrivals,
  stockSectionHref
} from "./home-stock.ts"
import { GROUP_BRANDS_PATH } from "./site-navigation.ts"

/** A stock section: its heading, the cards it picked and where the rest of those cars are. */
export interface HomeStockSectionView {
  readonly heading: string
  readonly cards: ReadonlyArray<CarCardView>
  readonly link: { readonly href: string; readonly label: string }
}

/** A group's brand tiles on the home page, as /brands groups them. */
export interface HomeBrandsView {
  readonly heading: string
  readonly sections: ReadonlyArray<GroupBrandSectionView>
  readonly externalNote: string
  readonly allBrandsLink: { readonly href: string; readonly label: string }
}

type Keyed<T extends string, V> = { readonly type: T; readonly key: string } & V

/** One section as rendered, with the one view model its component reads. */
export type HomeSectionView =
  | Keyed<"promo_slider", { readonly slider: PromoSliderView }>
  | Keyed<"hero", { readonly hero: HeroView }>
  | Keyed<"quick_search", { readonly search: QuickSearchView }>
  | Keyed<"featured_stock" | "new_arrivals" | "offers", { readonly stock: HomeStockSectionView }>
  | Keyed<"service_banner", { readonly banner: BannerView; readonly dismissLabel: string }>
  | Keyed<"feature_tiles", { readonly tiles: ReadonlyArray<FeatureTile>; readonly label: string }>
  | Keyed<"sales_counter", { readonly counter: SalesCounterView; readonly template: string }>
  | Keyed<"group_claims", { readonly claims: GroupClaimsView }>
  | Keyed<"brand_tiles", { readonly brands: HomeBrandsView }>
  | Keyed<"reviews", { readonly reviews: HomeReviewsView }>
  | Keyed<"locations", { readonly locations: HomeLocationsView }>

/** The home page: the site's name as its title, then its sections in the tenant's order. */
export interface HomePageView {
  readonly title: string
  readonly sections: ReadonlyArray<HomeSectionView>
}

/** The facets the overview search (every car) counts: the quick search's, and the offer tags. */
export const HOME_OVERVIEW_FACETS: ReadonlyArray<FacetName> = [...QUICK_SEARCH_FACETS, "tag"]

/** One search a stock section needs, named by the section's key. */
export interface HomeStockRequest {
  readonly key: string
  readonly query: StockQuery
}

/**
 * The searches behind the stock sections shown, given the offer tags the overview search counted
 * (the offers section searches none when no car carries a tag).
 *
 * @example
 * import { HomeSection, homeStockRequests, shownHomeSections } from "@dealer/core/site"
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { Schema } from "effect"
 *
 * const sections = shownHomeSections(
 *   decodeOrThrow(Schema.Array(HomeSection), [{ type: "hero" }, { type: "featured_stock" }, { type: "offers" }], "home sections")
 * )
 *
 * homeStockRequests(sections, ["Drive Away"]).map((request) => request.key) // => ["featured_stock-1", "offers-2"]
 * homeStockRequests(sections, []).map((request) => request.key) // => ["featured_stock-1"]
 */
export function homeStockRequests(
  sections: ReadonlyArray<ShownHomeSection>,
  offerTags: ReadonlyArray<string>
): ReadonlyArray<HomeStockRequest> {
  return sections.flatMap((section): ReadonlyArray<HomeStockRequest> => {
    const query =
      section.type === "featured_stock"
        ? featuredStockQuery(section.filters)
        : section.type === "new_arrivals"
          ? newArrivalsQuery(section.filters)
          : section.type === "offers"
            ? offersStockQuery(offerTags)
            : null
    return query ? [{ key: section.key, query }] : []
  })
}

/** What the home page is built from: the tenant, the instant, and the answers of its searches. */
export interface HomePageInput {
  readonly tenant: Tenant
  readonly sections: ReadonlyArray<ShownHomeSection>
  readonly now: Date
  /** The theme's hero image (the hero's when its section names none). */
  readonly themeHeroImage: string | null
  /** A search of every car, with `HOME_OVERVIEW_FACETS` counted. */
  readonly overview: Pick<StockResult, "total" | "facets">
  /** The hits of each `homeStockRequests` search, by its key; a missing key shows no cars. */
  readonly hits: Readonly<Record<string, ReadonlyArray<Car>>>
}

function stockSection(
  section: ShownHomeSection & { readonly type: "featured_stock" | "new_arrivals" | "offers" },
  input: HomePageInput,
  query: StockQuery,
  shown: Set<number>
): HomeStockSectionView | null {
  const { tenant, now } = input
  const { texts } = tenant
  // A car shows once on the page: a later row picks from the cars an earlier one left.
  const hits = (input.hits[section.key] ?? []).filter((car) => !shown.has(car.id))
  const picked = section.type === "new_arrivals" ? pickNewArrivals(hits, section.limit) : pickFeaturedCars(hits, section.limit)
  if (picked.length === 0) return null
  for (const car of picked) shown.add(car.id)
  const words = {
    featured_stock: [texts.homeFeaturedHeading, texts.homeFeaturedLink],
    new_arrivals: [texts.homeNewArrivalsHeading, texts.homeNewArrivalsLink],
    offers: [texts.homeOffersHeading, texts.homeOffersLink]
  } as const
  const [heading, linkLabel] = words[section.type]
  return {
    heading: section.heading ?? heading,
    cards: picked.map((car) => carCard(car, tenant, now)),
    link: { href: stockSectionHref(section.type, query), label: section.link_label ?? linkLabel }
  }
}

/** What one section's view depends on beyond its own settings. */
interface PageState {
  /** The running promotions' slider, or null when none runs. */
  readonly slider: PromoSliderView | null
  /** The cars the rows above already show. */
  readonly shownCars: Set<number>
}

function sectionView(section: ShownHomeSection, input: HomePageInput, state: PageState): HomeSectionView | null {
  const { slider } = state
  const { tenant, now } = input
  const { texts } = tenant
  const { key } = section
  switch (section.type) {
    case "promo_slider":
      return slider ? { type: section.type, key, slider } : null
    case "hero":
      // A hero stands in for the slider: where the page has running promotions, they lead instead.
      return slider ? null : { type: section.type, key, hero: heroView(section, input.themeHeroImage, tenant.name, texts) }
    case "quick_search":
      return { type: section.type, key, search: quickSearchView(tenant, section.fields, input.overview, section.heading ?? null) }
    case "featured_stock":
    case "new_arrivals":
    case "offers": {
      const request = homeStockRequests([section], input.overview.facets.tag.map((item) => item.value))[0]
      const stock = request ? stockSection(section, input, request.query, state.shownCars) : null
      return stock ? { type: section.type, key, stock } : null
    }
    case "service_banner": {
      const banner = tenant.promotions.book_service_banner
        ? bookServiceBanner(false, texts, serviceBookingHref(tenant.content))
        : null
      return banner ? { type: section.type, key, banner, dismissLabel: texts.bannerDismiss } : null
    }
    case "feature_tiles":
      return { type: section.type, key, tiles: threeFeatureBanner(texts, serviceBookingHref(tenant.content)), label: texts.homeFeaturesLabel }
    case "sales_counter": {
      const counter = salesCounterView(tenant.promotions.sales_counter, now, texts)
      return counter ? { type: section.type, key, counter, template: texts.salesCounterText } : null
    }
    case "group_claims": {
      const claims = groupClaimsView(tenant)
      return claims ? { type: section.type, key, claims } : null
    }
    case "brand_tiles": {
      const sections = groupBrandsPage(tenant).sections
      if (sections.length === 0) return null
      const allBrandsLink = { href: GROUP_BRANDS_PATH, label: texts.homeBrandsLink }
      return { type: section.type, key, brands: { heading: texts.brandsPageTitle, sections, externalNote: texts.brandExternalNote, allBrandsLink } }
    }
    case "reviews": {
      const reviews = homeReviewsView(tenant)
      return reviews ? { type: section.type, key, reviews } : null
    }
    case "locations": {
      const locations = homeLocationsView(tenant, section.location_types, now)
      return locations ? { type: section.type, key, locations } : null
    }
  }
}

/**
 * The home page at `now`: each shown section in the tenant's order turned into its view model; a
 * section with nothing to show (no running offer, no car picked, no brand tiles, no rated
 * location) is left out rather than shown empty, a hero is left out where the promo slider shows,
 * and a car shows in one row only (the first that picks it).
 *
 * @example
 * import { emptyStockResult } from "@dealer/core/search"
 * import { homePageView, shownHomeSections } from "@dealer/core/site"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant({ home: { sections: [{ type: "hero", heading: "Welcome to Example Motors" }, { type: "featured_stock" }] } })
 * const now = new Date("2026-03-02T10:00:00+10:00")
 * const overview = emptyStockResult(1)
 * const hits = { "featured_stock-1": [exampleCar()] }
 *
 * homePageView({ tenant, sections: shownHomeSections(tenant.home.sections), now, themeHeroImage: null, overview, hits })
 *   .sections.map((section) => section.type) // => ["hero", "featured_stock"]
 */
export function homePageView(input: HomePageInput): HomePageView {
  const { tenant, now, sections } = input
  const slider = sections.some((section) => section.type === "promo_slider")
    ? promoSlider(tenant.promotions.offers, now, tenant.texts)
    : null
  const state: PageState = { slider, shownCars: new Set() }
  return {
    title: tenant.name,
    sections: sections.flatMap((section) => {
      const view = sectionView(section, input, state)
      return view ? [view] : []
    })
  }
}
