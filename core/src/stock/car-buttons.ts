import { carFinanceHref } from "../finance/finance-form-link.ts"
import type { Texts } from "../tenant/texts.ts"
import { isAvailable } from "./availability.ts"
import type { Car } from "./car.ts"
import { isOnlinePurchasable, isReservable } from "./purchase-eligibility.ts"
import type { StockSettings } from "./settings.ts"

/** A button a car card or page may show. */
export type CarButtonKind =
  | "enquire"
  | "finance"
  | "trade-in"
  | "view-details"
  | "test-drive"
  | "reserve"
  | "buy-online"
  | "find-similar"

/**
 * One call to action. `href` always works (it leads to the right page or the vehicle page);
 * `dialog` names the dialog the vehicle page opens in place instead, when there is one.
 */
export interface CarButton {
  readonly kind: CarButtonKind
  readonly label: string
  readonly href: string
  readonly dialog: "enquire" | "test-drive" | "find-similar" | null
}

/** What a car's buttons depend on besides the car: where they show, the tenant's links and the texts. */
export interface CarButtonContext {
  /** Cards offer View Details; the vehicle page itself does not, but offers Trade-in. */
  readonly placement: "card" | "page"
  /** The tenant's finance link (`finance.finance_link`); `/finance` when not given. */
  readonly financeLink?: string
  readonly settings: Pick<
    StockSettings,
    | "finance_button"
    | "trade_in_button"
    | "test_drive_button"
    | "reserve_online"
    | "reserve_path"
    | "online_purchase"
    | "online_purchase_makes"
  >
  readonly texts: Pick<
    Texts,
    "enquire" | "getFinance" | "tradeIn" | "viewDetails" | "bookTestDrive" | "reserveNow" | "buyOnline" | "findSimilar"
  >
}

type ButtonCar = Pick<
  Car,
  "id" | "slug" | "status" | "reserved" | "sold" | "preorder" | "price" | "offer_price" | "car_type" | "make"
>

/**
 * The buttons of a car card or vehicle page, in the specification's order: Enquire, Get Finance,
 * Trade-in (vehicle page only, where the tenant offers it), View Details (cards only), Book a Test
 * Drive, Reserve Now, Buy Online. A car that is not available gets only
 * Find Me Something Similar (section 4, "Vehicle availability").
 *
 * @example
 * import { buttonContextOf, carButtons } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const soldCar = exampleCar({ status: "sold" })
 * carButtons(soldCar, buttonContextOf(exampleTenant(), "card")).map((button) => button.label) // => ["Find Me Something Similar"]
 */
export function carButtons(car: ButtonCar, context: CarButtonContext): ReadonlyArray<CarButton> {
  const { settings, texts } = context
  const page = `/cars/${encodeURIComponent(car.slug)}`
  if (!isAvailable(car)) {
    return [{ kind: "find-similar", label: texts.findSimilar, href: `${page}#find-similar`, dialog: "find-similar" }]
  }
  const buttons: Array<CarButton | null> = [
    { kind: "enquire", label: texts.enquire, href: `${page}#enquire`, dialog: "enquire" },
    settings.finance_button
      ? { kind: "finance", label: texts.getFinance, href: carFinanceHref(context.financeLink ?? "/finance", car.id), dialog: null }
      : null,
    context.placement === "page" && settings.trade_in_button
      ? { kind: "trade-in", label: texts.tradeIn, href: `/cars/trade-in?car_id=${car.id}`, dialog: null }
      : null,
    context.placement === "card" ? { kind: "view-details", label: texts.viewDetails, href: page, dialog: null } : null,
    settings.test_drive_button
      ? { kind: "test-drive", label: texts.bookTestDrive, href: `${page}#test-drive`, dialog: "test-drive" }
      : null,
    settings.reserve_online && isReservable(car)
      ? { kind: "reserve", label: texts.reserveNow, href: `${page}/${settings.reserve_path}`, dialog: null }
      : null,
    isOnlinePurchasable(car, settings)
      ? {
          kind: "buy-online",
          label: texts.buyOnline,
          href: `/checkout-journey?car_id=${encodeURIComponent(car.slug)}`,
          dialog: null
        }
      : null
  ]
  return buttons.filter((button): button is CarButton => button !== null)
}
