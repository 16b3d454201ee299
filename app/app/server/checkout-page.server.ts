import {
  carPath,
  checkoutPath,
  checkoutView,
  GARAGE_PATH,
  reservationView,
  type Car,
  type CheckoutKind,
  type Tenant
} from "@dealer/core"
import { data } from "react-router"
import { requireDetailCar } from "../components/car/car-page-data.server.ts"
import type { Services } from "./create-services.server.ts"
import { gatedPageSession } from "./route-gate.server.ts"

/** Which checkout a request opened and for which car, or the 404 page. */
export async function checkoutTarget(
  request: Request,
  params: { readonly slug?: string | undefined },
  tenant: Tenant,
  services: Services
): Promise<{ readonly car: Car; readonly kind: CheckoutKind; readonly path: string }> {
  const url = new URL(request.url)
  const kind: CheckoutKind = params.slug === undefined ? "online-purchase" : "reserve"
  const car = await requireDetailCar(services, tenant, params.slug ?? url.searchParams.get("car_id"))
  const path = checkoutPath(car, kind, tenant.stock)
  // Reserve Now lives only at the tenant's own reserve path (checkout, or buy-online on one tenant).
  if (kind === "reserve" && url.pathname.replace(/\/+$/, "") !== path) {
    throw data({ title: tenant.texts.notFoundTitle, message: tenant.texts.notFoundBody }, { status: 404 })
  }
  return { car, kind, path }
}

/**
 * The checkout page: signed-out visitors sent to sign-in where the tenant gates checkout, then the
 * car, the deposit and, when the shopper holds this car already, their reservation.
 */
export async function checkoutPage(
  request: Request,
  params: { readonly slug?: string | undefined },
  tenant: Tenant,
  services: Services
) {
  const session = await gatedPageSession(request, tenant, services)
  const { car, kind } = await checkoutTarget(request, params, tenant, services)
  const now = services.clock()
  const mine =
    session === null
      ? undefined
      : (await services.repositories.reservations.listByUser({ tenantSlug: tenant.slug, userId: session.user.id })).find(
          (reservation) => reservation.carId === car.id
        )
  return {
    texts: tenant.texts,
    siteName: tenant.name,
    carId: car.id,
    carHref: carPath(car),
    garageHref: GARAGE_PATH,
    view: checkoutView(car, kind, tenant, services.payments.mode, now),
    reservation: mine === undefined ? null : reservationView(mine, car, tenant, now)
  }
}
