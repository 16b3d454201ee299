import {
  analyticsEventFor,
  carCard,
  carDetailView,
  carJsonLd,
  carPageMeta,
  carPath,
  carWalkaroundVideo,
  carPhoneNumber,
  carTitle,
  carViewFigure,
  currentPrice,
  emptyStockQuery,
  fillText,
  hasDetailPage,
  historyReportHref,
  searchHref,
  serviceBookingHref,
  shareLinks,
  showsFuelCalculator,
  SIMILAR_CARS_LIMIT,
  threeFeatureBanner,
  type Car,
  type Tenant
} from "@dealer/core"
import { vehicleFinanceStrips } from "@dealer/core/finance"
import { carDealerPhone, carMapPin } from "@dealer/core/platform"
import { mapTiles } from "../locations/map-tiles.ts"
import { data } from "react-router"
import type { Services } from "../../server/create-services.server.ts"
import { similarStock } from "../../server/similar-car-ids.server.ts"

const SEARCH_PATH = "/search/new-used-and-demo-cars"

/** The car of a vehicle or print page, or the 404 page for a car the tenant does not show. */
export async function requireDetailCar(services: Services, tenant: Tenant, slug: string | null | undefined): Promise<Car> {
  const car = slug ? await services.stock.findBySlug(tenant.slug, slug) : null
  return shownOr404(car, tenant)
}

/**
 * The vehicle page's car, or its 404 page: read from the cars the search engine holds (the same
 * stored cars, sold and hidden ones too, kept current by the stock change notices), and from the
 * database only while the engine holds none of the tenant's stock (decision 0069).
 */
export async function requireVehiclePageCar(services: Services, tenant: Tenant, slug: string | null | undefined): Promise<Car> {
  const held = slug ? services.heldStock.findBySlug(tenant.slug, slug) : null
  if (held !== undefined) return shownOr404(held, tenant)
  return requireDetailCar(services, tenant, slug)
}

/**
 * The car a page's `car_id` names (print, personalised finance), that has a detail page, or the 404
 * page: its number id, or its slug (`/print?car_id={slug}`, the specification's form).
 */
export async function requireDetailCarById(services: Services, tenant: Tenant, id: string | null): Promise<Car> {
  const byId = id !== null && /^\d{1,15}$/.test(id) ? await services.stock.findById(tenant.slug, Number(id)) : null
  const car = byId ?? (id !== null && /^[a-z0-9-]{1,200}$/i.test(id) ? await services.stock.findBySlug(tenant.slug, id) : null)
  return shownOr404(car, tenant)
}

function shownOr404(car: Car | null, tenant: Tenant): Car {
  if (!car || !hasDetailPage(car)) {
    throw data({ title: tenant.texts.carNotFoundTitle, message: tenant.texts.carNotFoundBody }, { status: 404 })
  }
  return car
}

/** Up to 6 similar cars as cards; none when the lookup fails (the page links to a search instead). */
async function similarCards(services: Services, tenant: Tenant, car: Car, now: Date) {
  try {
    // The search engine's hits are the cars themselves: none is read again from the database.
    const similar = (await similarStock(services, tenant, car, now)).slice(0, SIMILAR_CARS_LIMIT)
    return similar.map((found) => carCard(found, tenant, now))
  } catch (error) {
    console.error("Similar cars failed", error)
    return []
  }
}

/** The #vehicle-map's pin at the car's location on the tenant's tiles, or null for a tenant without locations. */
function carMap(car: Car, tenant: Tenant) {
  const pin = carMapPin(car, tenant.locations, tenant.texts)
  return pin === null ? null : { pin, ...mapTiles(tenant), loadingText: tenant.texts.locatorMapLoading }
}

/** The car's history report link and its event (60), or null without a report. */
function historyReport(car: Car, label: string) {
  const href = historyReportHref(car)
  return href === null ? null : { href, label, event: analyticsEventFor("history-report", car) }
}

/** Everything the vehicle page renders, from core's view models. */
export async function carPageData(services: Services, tenant: Tenant, car: Car, origin: string) {
  const now = new Date()
  const { texts } = tenant
  const meta = carPageMeta(car, tenant, origin)
  const phone = carPhoneNumber(car, texts)
  if (!phone.found) console.warn(phone.warning, car.slug)
  const walkaround = carWalkaroundVideo(car, tenant.media.video_hosts)
  // The counter shows the listing's views plus the visits counted here, as view.json answers it.
  const counted = await services.repositories.viewCounts.views(tenant.slug, car.id)
  const view = { ...carDetailView(car, tenant, now), views: carViewFigure(car.views, counted) }
  return {
    id: car.id,
    slug: car.slug,
    path: carPath(car),
    view,
    // The sidebar's lender strips and finance quote.
    finance: vehicleFinanceStrips(car, tenant, now, view.available),
    meta,
    jsonLd: carJsonLd(car, {
      pageUrl: meta.canonicalUrl,
      imageUrls: meta.imageUrls,
      dealer: { name: tenant.name, url: meta.siteUrl, telephone: carDealerPhone(car, tenant.locations) }
    }),
    media: {
      spinImages: car.spin_images ?? [],
      walkaroundUrl: walkaround,
      interiorImage: car.spin_interior_image ?? null
    },
    phone: phone.found
      ? {
          number: phone.phone,
          log: { car_id: car.id, dealership_id: car.dealership_id ?? null, website_id: tenant.id },
          // Analytics 25, recorded with the reveal.
          event: analyticsEventFor("phone-click", car)
        }
      : null,
    viewsQuery: {
      photosCount: car.photos_count ?? car.images?.length ?? 0,
      updatedAt: car.updated_at ?? car.created_at,
      websiteId: tenant.id
    },
    financeCar: { id: car.id, price: currentPrice(car), car_type: car.car_type, vin: car.vin ?? null },
    // The fuel calculator's car facts; null for an electric vehicle, which has no fuel cost.
    fuelCar: showsFuelCalculator(car)
      ? { fuel: car.fuel, simple_fuel: car.simple_fuel, fuelConsumptionCombined: car.variant?.fuelconsumptioncombined ?? null }
      : null,
    // Deliveries are priced from where the car is.
    locationId: car.location_id ?? car.location?.id ?? null,
    shareLinks: shareLinks(
      { path: carPath(car), title: carTitle(car) },
      { siteUrl: tenant.url, hideTwitter: tenant.share.hide_twitter, texts }
    ),
    printEvent: analyticsEventFor("print", car),
    // Analytics 39 when the shopper saves the car to favourites.
    favouriteEvent: analyticsEventFor("favourite", car),
    historyReport: historyReport(car, texts.carPageHistoryReport),
    map: carMap(car, tenant),
    // Analytics 4 for a used car's page, none for a new or demo car.
    viewEvent: analyticsEventFor("vehicle-view", car),
    gaugeCar: { status: car.status, sold: car.sold ?? null, reserved: car.reserved ?? null, price: car.price },
    favourite: {
      id: car.id,
      name: carTitle(car),
      slug: car.slug,
      make: car.make,
      model: car.model,
      primary_image_url: car.primary_image_url ?? car.images?.[0]?.image_url ?? null
    },
    viewed: {
      id: car.id,
      stocknum: car.stocknum ?? null,
      make: car.make,
      model: car.model,
      body: car.body ?? null,
      simple_body: car.simple_body ?? null,
      slug: car.slug
    },
    city: car.location?.city ?? car.city ?? null,
    similar: {
      cards: await similarCards(services, tenant, car, now),
      searchLink: {
        href: searchHref(SEARCH_PATH, { ...emptyStockQuery, filters: { make: [car.make], model: [car.model] } }),
        label: fillText(texts.carPageSimilarSearch, { make: car.make, model: car.model })
      }
    },
    featureTiles: threeFeatureBanner(texts, serviceBookingHref(tenant.content))
  }
}
