import { priceDisplay, type PriceDisplay } from "../pricing/price-display.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText } from "../tenant/texts.ts"
import { isAvailable } from "./availability.ts"
import { cardChips } from "./card-chips.ts"
import { cardTag, type CardTag } from "./card-tag.ts"
import type { Car } from "./car.ts"
import { carTitle } from "./car-title.ts"
import { priceContextOf, tagContextOf } from "./tenant-rule-context.ts"
import { vehicleType } from "./vehicle-type.ts"

/** What the vehicle detail page renders (first cut: title, media, price, chips, comments, sold notice). */
export interface CarDetailView {
  readonly title: string
  readonly images: ReadonlyArray<{ readonly url: string; readonly thumbUrl: string }>
  readonly price: PriceDisplay
  readonly tag: CardTag | null
  readonly chips: ReadonlyArray<string>
  readonly soldNotice: string | null
  readonly dealerComments: { readonly title: string; readonly text: string; readonly pending: boolean }
  readonly location: string | null
}

/**
 * Whether a car has a detail page at all: cars hidden from the dealer website do not.
 *
 * @example
 * hasDetailPage({ show_on_dealer_website: false }) // false
 */
export function hasDetailPage(car: Pick<Car, "show_on_dealer_website">): boolean {
  return car.show_on_dealer_website !== false
}

/**
 * Builds the vehicle detail page's view model.
 *
 * @example
 * carDetailView(car, tenant, new Date()).soldNotice // null while the car is available
 */
export function carDetailView(car: Car, tenant: Tenant, now: Date): CarDetailView {
  const { texts } = tenant
  const comments = car.dealercomments?.trim() ?? ""
  const images = car.images ?? (car.primary_image_url ? [{ image_url: car.primary_image_url, thumb_url: null }] : [])
  return {
    title: carTitle(car),
    images: images.map((image) => ({ url: image.image_url, thumbUrl: image.thumb_url ?? image.image_url })),
    price: priceDisplay(car, priceContextOf(tenant)),
    tag: cardTag(car, tagContextOf(tenant, now)),
    chips: cardChips(car),
    soldNotice: isAvailable(car) ? null : fillText(texts.soldNotice, { "vehicle type": vehicleType(car) }),
    dealerComments: {
      title: texts.dealerCommentsTitle,
      text: comments || texts.dealerCommentsPending,
      pending: comments === ""
    },
    location: car.location?.name ?? null
  }
}
