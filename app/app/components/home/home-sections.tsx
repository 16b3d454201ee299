import type { HomeSectionView } from "@dealer/core"
import { DismissibleBanner } from "../content/dismissible-banner.tsx"
import { GroupClaims } from "../group/group-claims.tsx"
import { BrandTilesSection } from "./brand-tiles-section.tsx"
import { FeatureTiles } from "./feature-tiles.tsx"
import { Hero } from "./hero-section.tsx"
import { HomeLocations } from "./locations-section.tsx"
import { PromoSlider } from "./promo-slider.tsx"
import { QuickSearch } from "./quick-search-section.tsx"
import { ReviewsSection } from "./reviews-section.tsx"
import { SalesCounter } from "./sales-counter.tsx"
import { StockSection } from "./stock-section.tsx"

/** One section of the home page: the component of its type, given the view core built for it. */
function HomeSection({ section }: { readonly section: HomeSectionView }) {
  const id = `home-${section.key}`
  switch (section.type) {
    case "promo_slider":
      return <PromoSlider slider={section.slider} />
    case "hero":
      return <Hero hero={section.hero} id={id} />
    case "quick_search":
      return <QuickSearch view={section.search} id={id} />
    case "featured_stock":
    case "new_arrivals":
    case "offers":
      return <StockSection stock={section.stock} id={id} kind={section.type} />
    case "service_banner":
      return (
        <DismissibleBanner
          banner={section.banner}
          name="book-service"
          label={section.banner.text}
          dismissLabel={section.dismissLabel}
          className="site-banner--service home-section"
        />
      )
    case "feature_tiles":
      return <FeatureTiles tiles={section.tiles} label={section.label} />
    case "sales_counter":
      return <SalesCounter counter={section.counter} template={section.template} />
    case "group_claims":
      return <GroupClaims view={section.claims} />
    case "brand_tiles":
      return <BrandTilesSection brands={section.brands} id={id} />
    case "reviews":
      return <ReviewsSection reviews={section.reviews} id={id} />
    case "locations":
      return <HomeLocations locations={section.locations} id={id} />
  }
}

/** The home page's sections in the tenant's order; each marks its type for styles and tests. */
export function HomeSections({ sections }: { readonly sections: ReadonlyArray<HomeSectionView> }) {
  return (
    <>
      {sections.map((section) => (
        <div key={section.key} className={`home-page__section home-page__section--${section.type}`} data-home-section={section.type}>
          <HomeSection section={section} />
        </div>
      ))}
    </>
  )
}
