import type { PriceDisplayContext } from "../pricing/price-display.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import type { CardTagContext } from "./card-tag.ts"

/** The price display rule's inputs, read from a tenant. */
export function priceContextOf(tenant: Tenant): PriceDisplayContext {
  return { offersSubscription: tenant.offers_subscription, texts: tenant.texts }
}

/** The card tag rule's inputs, read from a tenant at a moment. */
export function tagContextOf(tenant: Tenant, now: Date): CardTagContext {
  return {
    now,
    evFuelTag: tenant.stock.ev_fuel_tag,
    certifiedLogo: tenant.stock.certified_logo,
    justArrivedDays: tenant.stock.just_arrived_days,
    texts: tenant.texts
  }
}
