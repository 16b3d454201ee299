import type { PriceDisplayContext } from "../pricing/price-display.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import type { CarButtonContext } from "./car-buttons.ts"
import type { CardTagContext } from "./card-tag.ts"
import type { VisibilityContext } from "./search-visibility.ts"

/**
 * The price display rule's inputs, read from a tenant.
 *
 * @example
 * priceDisplay(car, priceContextOf(tenant))
 */
export function priceContextOf(tenant: Tenant): PriceDisplayContext {
  return { offersSubscription: tenant.offers_subscription, texts: tenant.texts }
}

/**
 * The card tag rule's inputs, read from a tenant at a moment.
 *
 * @example
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
 * cars.filter((car) => isVisibleInSearch(car, visibilityContextOf(tenant, now)))
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
 * carButtons(car, buttonContextOf(tenant, "card"))
 */
export function buttonContextOf(tenant: Tenant, placement: CarButtonContext["placement"]): CarButtonContext {
  return { placement, settings: tenant.stock, texts: tenant.texts, financeLink: tenant.finance.finance_link }
}
