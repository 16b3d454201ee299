import { defaultViewerMode, viewerTabs, type ViewerTab } from "../media/viewer-mode.ts"
import { priceDisplay, type PriceDisplay } from "../pricing/price-display.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText } from "../tenant/texts.ts"
import { isAvailable } from "./availability.ts"
import { carBreadcrumbs, type Breadcrumb } from "./breadcrumbs.ts"
import { carButtons, type CarButton } from "./car-buttons.ts"
import { marketBadgeView, type MarketBadgeView } from "./car-card.ts"
import { carLocationAddressLine } from "./car-location.ts"
import { caravanSpecificationRows, type SpecificationRow } from "./caravan-dimensions.ts"
import { cardChips } from "./card-chips.ts"
import { cardTag, type CardTag } from "./card-tag.ts"
import type { Car } from "./car.ts"
import type { CarHotspot } from "./car-media.ts"
import { carTitle } from "./car-title.ts"
import { expandableList, type ExpandableList } from "./collapsible-list.ts"
import { dealerCommentsView, type DealerCommentsView } from "./dealer-comments.ts"
import { isFavouriteVisible } from "./favourite-visibility.ts"
import { carFeatures, FEATURES_LIMIT } from "./features-list.ts"
import { carInfoTabs, type InfoTab } from "./info-tabs.ts"
import { carGalleryView, type GalleryView } from "./gallery.ts"
import { keyInformation, KEY_INFORMATION_LIMIT, type KeyInformationItem } from "./key-information.ts"
import { regoExpiryText } from "./rego-expiry.ts"
import { buttonContextOf, priceContextOf, tagContextOf } from "./tenant-rule-context.ts"
import { vehicleType } from "./vehicle-type.ts"

/** What the vehicle detail page renders; the page computes nothing itself. */
export interface CarDetailView {
  readonly title: string
  readonly images: ReadonlyArray<{ readonly url: string; readonly thumbUrl: string }>
  readonly price: PriceDisplay
  readonly tag: CardTag | null
  readonly chips: ReadonlyArray<string>
  readonly soldNotice: string | null
  readonly dealerComments: DealerCommentsView
  readonly location: string | null
  readonly locationAddress: string | null
  readonly available: boolean
  readonly breadcrumbs: ReadonlyArray<Breadcrumb>
  /** The sidebar's buttons; for a sold car only Find Me Something Similar. */
  readonly buttons: ReadonlyArray<CarButton>
  readonly marketBadge: MarketBadgeView | null
  readonly views: number | null
  readonly regoExpiry: string | null
  readonly keyInformation: ExpandableList<KeyInformationItem>
  readonly features: ExpandableList<string>
  /** The information tabs shown, in order (Dealer Comments first). */
  readonly infoTabs: ReadonlyArray<InfoTab>
  readonly caravanSpecifications: ReadonlyArray<SpecificationRow>
  readonly gallery: GalleryView
  /** The viewer's tabs with the tenant's default selected, and the hotspots of the spin and interior views. */
  readonly viewer: {
    readonly tabs: ReadonlyArray<ViewerTab>
    readonly hotspots: { readonly exterior: ReadonlyArray<CarHotspot>; readonly interior: ReadonlyArray<CarHotspot> }
  }
  readonly favouriteVisible: boolean
}

/**
 * Whether a car has a detail page at all: cars hidden from the dealer website do not.
 *
 * @example
 * import { hasDetailPage } from "@dealer/core/stock"
 *
 * hasDetailPage({ show_on_dealer_website: false }) // => false
 */
export function hasDetailPage(car: Pick<Car, "show_on_dealer_website">): boolean {
  return car.show_on_dealer_website !== false
}

/**
 * Builds the vehicle detail page's view model.
 *
 * @example
 * import { carDetailView } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * const tenant = exampleTenant()
 *
 * carDetailView(car, tenant, new Date()).soldNotice // null while the car is available
 */
export function carDetailView(car: Car, tenant: Tenant, now: Date): CarDetailView {
  const { texts, stock } = tenant
  const available = isAvailable(car)
  const gallery = carGalleryView(car, tenant.media)
  const regoContext = { now, showUnregistered: stock.show_unregistered, texts }
  const features = carFeatures(car)
  return {
    title: carTitle(car),
    images: gallery.slides.flatMap((slide) =>
      slide.kind === "image" ? [{ url: slide.url, thumbUrl: slide.thumbUrl }] : []
    ),
    price: priceDisplay(car, priceContextOf(tenant)),
    tag: cardTag(car, tagContextOf(tenant, now)),
    chips: cardChips(car),
    soldNotice: available ? null : fillText(texts.soldNotice, { "vehicle type": vehicleType(car) }),
    dealerComments: dealerCommentsView(car, texts),
    location: car.location?.name ?? null,
    locationAddress: car.location ? carLocationAddressLine(car.location) : null,
    available,
    breadcrumbs: carBreadcrumbs(car, {
      prefix: stock.breadcrumb_prefix,
      configuredModels: stock.breadcrumb_models,
      texts
    }),
    buttons: carButtons(car, buttonContextOf(tenant, "page")),
    marketBadge: available ? marketBadgeView(car, texts) : null,
    views: car.views ?? null,
    regoExpiry: regoExpiryText(car, regoContext),
    keyInformation: expandableList(keyInformation(car, regoContext), KEY_INFORMATION_LIMIT, {
      more: texts.stockShowMore,
      less: texts.stockShowLess
    }),
    features: expandableList(features, FEATURES_LIMIT, {
      more: texts.featuresShowAll,
      less: texts.featuresHide
    }),
    infoTabs: carInfoTabs(car, { settings: stock, texts, hasFeatures: features.length > 0 }),
    caravanSpecifications: caravanSpecificationRows(car.specifications, texts),
    gallery,
    viewer: {
      tabs: viewerTabs(car, defaultViewerMode(car, tenant.media.default_viewer_mode), texts),
      hotspots: { exterior: car.hotspots?.exterior ?? [], interior: car.hotspots?.interior ?? [] }
    },
    favouriteVisible: isFavouriteVisible(car, stock)
  }
}
