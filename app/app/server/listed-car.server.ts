import { hasDetailPage, type Car, type Tenant } from "@dealer/core"
import { notFound } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"
import type { Services } from "./create-services.server.ts"

/**
 * The tenant's car with this slug as its detail page shows it (any car not hidden from the dealer
 * website, sold ones with their notice), or 404 `not_found`.
 *
 * @example
 * const car = await listedCar(services, tenant, params.slug)
 */
export async function listedCar(services: Services, tenant: Tenant, slug: string | undefined): Promise<Car> {
  // A slug with NUL (`%00` in the path) names no car, and PostgreSQL could not even look it up.
  const car = slug && !slug.includes("\u0000") ? await services.stock.findBySlug(tenant.slug, slug) : null
  if (car === null || !hasDetailPage(car)) throw notFound(apiMessages.noSuchCar)
  return car
}
