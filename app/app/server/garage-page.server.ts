import {
  carCard,
  garageEnquiryView,
  isGaragePath,
  reservationView,
  routePathname,
  signInUrl,
  type Car,
  type Tenant
} from "@dealer/core"
import { data, redirect } from "react-router"
import type { Services } from "./create-services.server.ts"
import { gatedPageSession } from "./route-gate.server.ts"
import { pageTexts } from "./page-tenant.server.ts"

/**
 * The signed-in shopper's garage: their watchlist, reservations and enquiries (leads sent from
 * their phone), each read for their own user only. It answers at the tenant's garage paths only
 * (another group's garage path is a 404); signed-out visitors go to sign-in first.
 */
export async function garagePage(request: Request, tenant: Tenant, services: Services) {
  const pathname = routePathname(new URL(request.url).pathname)
  if (!isGaragePath(pathname, tenant.session)) {
    throw data({ title: tenant.texts.notFoundTitle, message: tenant.texts.notFoundBody }, { status: 404 })
  }
  const session = await gatedPageSession(request, tenant, services)
  // Core gates every garage path; a session is here unless that rule changes.
  if (session === null) throw redirect(signInUrl({ type: "my-garage", redirect: pathname, back: null }))
  const { user } = session
  const owner = { tenantSlug: tenant.slug, userId: user.id }
  const now = services.clock()
  const cars = new Map<number, Promise<Car | null>>()
  const carOf = (id: number) => {
    if (!cars.has(id)) cars.set(id, services.stock.findById(tenant.slug, id))
    return cars.get(id) as Promise<Car | null>
  }
  const [watchlist, reservations, enquiries] = await Promise.all([
    services.repositories.watchlists.list(owner),
    services.repositories.reservations.listByUser(owner),
    user.phone ? services.repositories.shopperEnquiries.listByPhone(tenant.slug, user.phone) : Promise.resolve([])
  ])
  const watched = await Promise.all(watchlist.map((entry) => carOf(entry.id)))
  return {
    texts: pageTexts(tenant),
    siteName: tenant.name,
    watchlist: watched.flatMap((car) => (car === null ? [] : [carCard(car, tenant, now)])),
    reservations: await Promise.all(
      reservations.map(async (reservation) => reservationView(reservation, await carOf(reservation.carId), tenant, now))
    ),
    enquiries: await Promise.all(
      enquiries.map(async (enquiry) =>
        garageEnquiryView(enquiry, enquiry.carId === null ? null : await carOf(enquiry.carId), tenant)
      )
    )
  }
}
