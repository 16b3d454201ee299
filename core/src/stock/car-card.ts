import { priceDisplay, type PriceDisplay } from "../pricing/price-display.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { isAvailable } from "./availability.ts"
import { cardChips } from "./card-chips.ts"
import { cardTag, type CardTag } from "./card-tag.ts"
import type { Car } from "./car.ts"
import { carTitle } from "./car-title.ts"
import { priceContextOf, tagContextOf } from "./tenant-rule-context.ts"

/** Everything a car card renders; components compute nothing themselves. */
export interface CarCardView {
  readonly id: number
  readonly href: string
  readonly title: string
  readonly imageUrl: string | null
  readonly price: PriceDisplay
  readonly tag: CardTag | null
  readonly chips: ReadonlyArray<string>
  readonly available: boolean
}

/**
 * Turns a car into its search-card view model for one tenant.
 *
 * @example
 * carCard(car, tenant, new Date()).price.text // "$45,990"
 */
export function carCard(car: Car, tenant: Tenant, now: Date): CarCardView {
  return {
    id: car.id,
    href: carPath(car),
    title: carTitle(car),
    imageUrl: car.primary_image_url ?? car.images?.[0]?.image_url ?? null,
    price: priceDisplay(car, priceContextOf(tenant)),
    tag: cardTag(car, tagContextOf(tenant, now)),
    chips: cardChips(car),
    available: isAvailable(car)
  }
}

/**
 * The vehicle detail page path of a car.
 *
 * @example
 * carPath({ slug: "2022-toyota-hilux-sr5-t1234" }) // "/cars/2022-toyota-hilux-sr5-t1234"
 */
export function carPath(car: Pick<Car, "slug">): string {
  return `/cars/${encodeURIComponent(car.slug)}`
}
