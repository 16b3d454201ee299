import type { PriceDisplayContext } from "../pricing/price-display.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import type { CarButtonContext } from "./car-buttons.ts"
import type { CardTagContext } from "./card-tag.ts"
import type { VisibilityContext } from "./search-visibility.ts"

/**
 * The price display rule's inputs, read from a tenant.
 *
 * @example
 * import { priceDisplay } from "@dealer/core/pricing"
 * import { priceContextOf } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * const tenant = exampleTenant()
 *
 * priceDisplay(car, priceContextOf(tenant))
 */
export function priceContextOf(tenant: Tenant): PriceDisplayContext {
  return { offersSubscription: tenant.offers_subscription, texts: tenant.texts }
}

/**
 * The card tag rule's inputs, read from a tenant at a moment.
 *
 * @example
 * import { cardTag, tagContextOf } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * const tenant = exampleTenant()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * cardTag(car, tagContextOf(tenant, now))
 */
export function tagContextOf(tenant: Tenant, now: Date): CardTagContext {
  return {
    now,
    evFuelTag: tenant.stock.ev_fuel_tag,
    certifiedLogo: tenant.stock.certified_logo,
    justArrivedDays: tenant.stock.just_arrived_days,
    texts: tenant.texts
  }
}

/**
 * The stock visibility rules of a tenant at a moment, for the search engine.
 *
 * @example
 * import { isVisibleInSearch, visibilityContextOf } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const cars = [exampleCar({ id: 1 }), exampleCar({ id: 2, status: "sold" })]
 * const context = visibilityContextOf(exampleTenant(), new Date("2026-03-02T00:00:00Z"))
 * cars.filter((car) => isVisibleInSearch(car, context)).length // => 1
 */
export function visibilityContextOf(tenant: Tenant, now: Date): VisibilityContext {
  const { stock } = tenant
  return {
    now,
    includeSoldCarsDays: tenant.include_sold_cars_days,
    minPrice: stock.visible_min_price,
    carTypes: stock.visible_car_types,
    hiddenStatuses: stock.hidden_statuses,
    requirePhotos: stock.require_photos,
    excludedStockNumbers: stock.excluded_stock_numbers,
    priceAscendingRequiresPrice: stock.price_ascending_requires_price
  }
}

/**
 * The button rule's inputs, read from a tenant, for a card or the vehicle page.
 *
 * @example
 * import { buttonContextOf, carButtons } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * const tenant = exampleTenant()
 *
 * carButtons(car, buttonContextOf(tenant, "card"))
 */
export function buttonContextOf(tenant: Tenant, placement: CarButtonContext["placement"]): CarButtonContext {
  return { placement, settings: tenant.stock, texts: tenant.texts, financeLink: tenant.finance.finance_link }
}
