import { hasDetailPage, type Car, type Tenant } from "@dealer/core"
import type { Services } from "./create-services.server.ts"

/**
 * The car a trade-in is offered towards (`/cars/trade-in?car_id={id}`), or null when the address
 * names none the site shows: the valuation then stands on its own.
 *
 * @example
 * const car = await tradeInCar(services, tenant, new URL(request.url))
 */
export async function tradeInCar(services: Services, tenant: Tenant, url: URL): Promise<Car | null> {
  const id = url.searchParams.get("car_id") ?? ""
  if (!/^\d{1,15}$/.test(id)) return null
  const car = await services.stock.findById(tenant.slug, Number(id))
  return car !== null && hasDetailPage(car) ? car : null
}
