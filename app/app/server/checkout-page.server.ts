import {
  carPath,
  checkoutOffered,
  checkoutPath,
  checkoutView,
  garagePath,
  reservationView,
  type Car,
  type CheckoutKind,
  type Tenant
} from "@dealer/core"
import { data } from "react-router"
import { requireDetailCar } from "../components/car/car-page-data.server.ts"
import type { Services } from "./create-services.server.ts"
import { gatedPageSession } from "./route-gate.server.ts"
import { pageTexts } from "./page-tenant.server.ts"

const notFound = (tenant: Tenant) =>
  data({ title: tenant.texts.notFoundTitle, message: tenant.texts.notFoundBody }, { status: 404 })

/** The kind of checkout a request opened, or the 404 page where the site does not offer that kind. */
function offeredKind(params: { readonly slug?: string | undefined }, tenant: Tenant): CheckoutKind {
  const kind: CheckoutKind = params.slug === undefined ? "online-purchase" : "reserve"
  if (!checkoutOffered(kind, tenant.stock)) throw notFound(tenant)
  return kind
}

/** Which checkout a request opened and for which car, or the 404 page. */
export async function checkoutTarget(
  request: Request,
  params: { readonly slug?: string | undefined },
  tenant: Tenant,
  services: Services
): Promise<{ readonly car: Car; readonly kind: CheckoutKind; readonly path: string }> {
  const url = new URL(request.url)
  const kind = offeredKind(params, tenant)
  const car = await requireDetailCar(services, tenant, params.slug ?? url.searchParams.get("car_id"))
  const path = checkoutPath(car, kind, tenant.stock)
  // Reserve Now lives only at the tenant's own reserve path (checkout, or buy-online on one tenant).
  if (kind === "reserve" && url.pathname.replace(/\/+$/, "") !== path) {
    throw notFound(tenant)
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
  // A site without this checkout has no such page, so it answers 404 before asking anyone to sign in.
  offeredKind(params, tenant)
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
    texts: pageTexts(tenant),
    siteName: tenant.name,
    carId: car.id,
    carHref: carPath(car),
    garageHref: garagePath(tenant.session),
    view: checkoutView(car, kind, tenant, services.payments.mode, now),
    reservation: mine === undefined ? null : reservationView(mine, car, tenant, now)
  }
}
