import { phoneTelHref } from "../locations/phone-number.ts"
import type { Texts } from "../tenant/texts.ts"
import { isAvailable } from "./availability.ts"
import type { Car } from "./car.ts"
import { isReservable } from "./purchase-eligibility.ts"
import type { StockSettings } from "./settings.ts"
import type { stickyBarTexts } from "./sticky-bar-texts.ts"

/** A button the car page's sticky bottom bar may show. */
export type StickyBarButtonKind = "reserve" | "enquire" | "instant-message" | "find-similar" | "call"

/** One button of the bar; `call` is the prominent one. */
export interface StickyBarButton {
  readonly kind: StickyBarButtonKind
  readonly label: string
  readonly href: string
}

/** The bar's accessible name and its buttons, in order. */
export interface StickyBottomBarView {
  readonly label: string
  readonly buttons: ReadonlyArray<StickyBarButton>
}

/** What the car page's sticky bottom bar depends on besides the car: settings and texts. */
export interface StickyBottomBarContext {
  readonly settings: Pick<StockSettings, "sticky_bottom_bar" | "instant_message_href" | "reserve_online" | "reserve_path">
  /** The dealer's number for this car, or null when there is none. */
  readonly phone: string | null
  readonly texts: Pick<Texts, keyof typeof stickyBarTexts | "findSimilar">
}

type BarCar = Pick<Car, "slug" | "status" | "reserved" | "sold" | "preorder" | "price" | "offer_price">

/**
 * The vehicle page's sticky bottom bar, on tenants that have it (`stock.sticky_bottom_bar`), else
 * null: Reserve Car Now where the car may be reserved online, then Enquire Now (the page's enquiry
 * dialog) or, where the tenant gives a messaging link, Instant Message, then Call Now where there
 * is a number. A car no longer for sale offers only Find Me Something Similar, as its sidebar does
 * (section 4 of document 001: "instead of normal buttons").
 * The bar shows once the shopper has scrolled past 900 px (`isStickyBottomBarScrolled`).
 *
 * @example
 * import { stickyBottomBar } from "@dealer/core/stock"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant({ stock: { sticky_bottom_bar: true } }).stock
 * const car = exampleCar()
 * stickyBottomBar(car, { settings, phone: "07 5550 2022", texts: defaultTexts })?.buttons.map((b) => b.label)
 * // => ["Enquire Now", "Call Now"]
 * stickyBottomBar(car, { settings: exampleTenant().stock, phone: "07 5550 2022", texts: defaultTexts }) // => null
 */
export function stickyBottomBar(car: BarCar, context: StickyBottomBarContext): StickyBottomBarView | null {
  const { settings, texts, phone } = context
  if (!settings.sticky_bottom_bar) return null
  const page = `/cars/${encodeURIComponent(car.slug)}`
  const call: StickyBarButton | null = phone ? { kind: "call", label: texts.stickyBarCall, href: phoneTelHref(phone) } : null
  const message: StickyBarButton = settings.instant_message_href
    ? { kind: "instant-message", label: texts.stickyBarInstantMessage, href: settings.instant_message_href }
    : { kind: "enquire", label: texts.stickyBarEnquire, href: `${page}#enquire` }
  const buttons: Array<StickyBarButton | null> = isAvailable(car)
    ? [
        settings.reserve_online && isReservable(car)
          ? { kind: "reserve", label: texts.stickyBarReserve, href: `${page}/${settings.reserve_path}` }
          : null,
        message,
        call
      ]
    : [{ kind: "find-similar", label: texts.findSimilar, href: `${page}#find-similar` }]
  return { label: texts.stickyBarLabel, buttons: buttons.filter((button): button is StickyBarButton => button !== null) }
}
