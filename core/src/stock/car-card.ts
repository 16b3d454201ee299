import { belowMarketBadge, belowMarketBadgeText, type BelowMarketBadge } from "../pricing/below-market-badge.ts"
import { priceDisplay, type PriceDisplay } from "../pricing/price-display.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { isAvailable } from "./availability.ts"
import { carButtons, type CarButton } from "./car-buttons.ts"
import { cardChips } from "./card-chips.ts"
import { cardTag, type CardTag } from "./card-tag.ts"
import type { Car } from "./car.ts"
import { carTitle } from "./car-title.ts"
import { isFavouriteVisible } from "./favourite-visibility.ts"
import { cardImageUrl, carPhotoUrl } from "./placeholder-image.ts"
import { buttonContextOf, priceContextOf, tagContextOf } from "./tenant-rule-context.ts"

/** The below-market badge as a card or the sidebar shows it. */
export interface MarketBadgeView extends BelowMarketBadge {
  readonly label: string
  readonly detail: string
}

/** Everything a car card renders; components compute nothing themselves. */
export interface CarCardView {
  readonly id: number
  readonly href: string
  readonly title: string
  /** The car's photo, else its placeholder picture (a motorcycle's, a caravan's, its body's): never blank. */
  readonly imageUrl: string
  /** Whether `imageUrl` is the placeholder rather than a photo of the car. */
  readonly placeholderImage: boolean
  readonly price: PriceDisplay
  readonly tag: CardTag | null
  readonly chips: ReadonlyArray<string>
  readonly available: boolean
  /** Enquire, Get Finance, View Details, ... or Find Me Something Similar for a sold car. */
  readonly buttons: ReadonlyArray<CarButton>
  readonly marketBadge: MarketBadgeView | null
  readonly favouriteVisible: boolean
}

/**
 * The below-market badge with its words, or `null`.
 *
 * @example
 * import { marketBadgeView } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar({ price: 30000, autograb_data: { state_average_market_price: 31500 } })
 * marketBadgeView(car, exampleTenant().texts)?.label // => "Below Market Price"
 */
export function marketBadgeView(car: Car, texts: Tenant["texts"]): MarketBadgeView | null {
  const badge = belowMarketBadge(car)
  return badge === null ? null : { ...badge, ...belowMarketBadgeText(badge, texts) }
}

/**
 * Turns a car into its search-card view model for one tenant.
 *
 * @example
 * import { carCard } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar({ price: 45990 })
 * carCard(car, exampleTenant(), new Date("2026-03-02T00:00:00Z")).price.text // => "$45,990"
 */
export function carCard(car: Car, tenant: Tenant, now: Date): CarCardView {
  return {
    id: car.id,
    href: carPath(car),
    title: carTitle(car),
    imageUrl: cardImageUrl(car),
    placeholderImage: carPhotoUrl(car) === null,
    price: priceDisplay(car, priceContextOf(tenant)),
    tag: cardTag(car, tagContextOf(tenant, now)),
    chips: cardChips(car),
    available: isAvailable(car),
    buttons: carButtons(car, buttonContextOf(tenant, "card")),
    marketBadge: isAvailable(car) ? marketBadgeView(car, tenant.texts) : null,
    favouriteVisible: isFavouriteVisible(car, tenant.stock)
  }
}

/**
 * The vehicle detail page path of a car.
 *
 * @example
 * import { carPath } from "@dealer/core/stock"
 *
 * carPath({ slug: "2022-toyota-hilux-sr5-t1234" }) // => "/cars/2022-toyota-hilux-sr5-t1234"
 */
export function carPath(car: Pick<Car, "slug">): string {
  return `/cars/${encodeURIComponent(car.slug)}`
}
