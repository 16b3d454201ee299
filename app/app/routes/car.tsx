import { Suspense } from "react"
import { stickyBottomBar } from "@dealer/core"
import { ToastProvider, ToastRegion } from "@dealer/react"
import { useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { CarBreadcrumbs } from "../components/car/car-breadcrumbs.tsx"
import { CarFinanceStrips } from "../components/car/car-finance-strips.tsx"
import { CarEnquirySections } from "../components/car/car-enquiry-sections.tsx"
import { CarInfoTabs } from "../components/car/car-info-tabs.tsx"
import { carPageData, requireVehiclePageCar } from "../components/car/car-page-data.server.ts"
import { CarSidebar } from "../components/car/car-sidebar.tsx"
import { CarSpecifications } from "../components/car/car-specifications.tsx"
import { CarStickyBar } from "../components/car/car-sticky-bar.tsx"
import { CarStickyHeader } from "../components/car/car-sticky-header.tsx"
import { FeatureBanner } from "../components/car/feature-banner.tsx"
import { JsonLdScript } from "../components/car/json-ld-script.tsx"
import { KeyInformationGrid } from "../components/car/key-information-grid.tsx"
import { SimilarCars } from "../components/car/similar-cars.tsx"
import { carPageTexts } from "../components/car/car-page-texts.ts"
import { tenantIsland } from "../components/tenant-island.tsx"
import { pageWatchlist } from "../components/saved/page-watchlist.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { carEnquiryData } from "../server/car-enquiry-forms.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import "../styles/car.css"

// The page's interactive parts (islands): their code, the statecharts they run and the tenant's
// texts table load after the page is interactive; until then their server HTML stays in place.
// Above the fold: the photo gallery, the announcement, the masked phone number and the share bar.
const CarGallerySection = tenantIsland(() =>
  import("../components/car/car-gallery-section.tsx").then((module) => module.CarGallerySection)
)
const CarAnnouncement = tenantIsland(() =>
  import("../components/car/car-announcement.tsx").then((module) => module.CarAnnouncement)
)
const CarPhoneButton = tenantIsland(() =>
  import("../components/car/car-phone-button.tsx").then((module) => module.CarPhoneButton)
)
const CarShareBar = tenantIsland(() =>
  import("../components/car/car-share-bar.tsx").then((module) => module.CarShareBar)
)
// Below the fold.
const CarFinanceSection = tenantIsland(() =>
  import("../components/car/car-finance-section.tsx").then((module) => module.CarFinanceSection)
)
const CarFuelSection = tenantIsland(() =>
  import("../components/car/car-fuel-section.tsx").then((module) => module.CarFuelSection)
)
const CarDeliverySection = tenantIsland(() =>
  import("../components/car/car-delivery-section.tsx").then((module) => module.CarDeliverySection)
)
const CarMarketGauge = tenantIsland(() =>
  import("../components/car/car-market-gauge.tsx").then((module) => module.CarMarketGauge)
)
// The watchlist flow's statechart and API client.
const WatchlistSaveControl = tenantIsland(() =>
  import("../components/saved/watchlist-save-control.tsx").then((module) => module.WatchlistSaveControl)
)
// Local storage entries decode with Effect, which the page need not load before it is interactive.
const RecordViewedCar = tenantIsland(() =>
  import("../components/car/record-viewed-car.tsx").then((module) => module.RecordViewedCar)
)
// Where the car is, with its map (Leaflet loads only as the map nears the screen).
const CarLocationSection = tenantIsland(() =>
  import("../components/car/car-location-section.tsx").then((module) => module.CarLocationSection)
)
// The enquiry and test drive forms (dialogs with JavaScript, anchored sections without).
const CarEnquiryDialogs = tenantIsland(() =>
  import("../components/car/car-enquiry-dialogs.tsx").then((module) => module.CarEnquiryDialogs)
)

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  const car = await requireVehiclePageCar(services, tenant, params.slug)
  const page = await carPageData(services, tenant, car, new URL(request.url).origin)
  return {
    tenant: pageTenant(tenant),
    texts: carPageTexts(tenant.texts),
    page,
    watchlist: await pageWatchlist(request, tenant, services),
    stickyBar: stickyBottomBar(car, { settings: tenant.stock, phone: page.phone?.number ?? null, texts: tenant.texts }),
    enquiry: carEnquiryData(request, tenant, car, services.clock())
  }
}

/**
 * On a navigation in the browser, the code of the islands above the fold loads beside the page's
 * data, so they render with the page instead of after it. (The first load hydrates the server's
 * HTML and fetches them after the page is interactive.)
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const islands = [CarGallerySection, CarAnnouncement, CarPhoneButton, CarShareBar].map((island) => island.preload())
  const [data] = await Promise.all([serverLoader<typeof loader>(), ...islands])
  return data
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return []
  const { meta } = data.page
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: meta.canonicalUrl },
    { property: "og:type", content: "product" },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: meta.canonicalUrl },
    ...(meta.imageUrl ? [{ property: "og:image", content: meta.imageUrl }] : [])
  ]
}

function CarPageContent() {
  const { tenant, texts, page, enquiry, stickyBar, watchlist } = useLoaderData<typeof loader>()
  const { view, similar } = page
  const primaryButton = view.buttons[0]
  return (
    <main className="car-page">
      <JsonLdScript json={page.jsonLd} />
      <Suspense fallback={null}>
        <CarAnnouncement tenant={tenant} city={page.city} />
      </Suspense>
      <CarStickyHeader
        title={view.title}
        price={view.price}
        cta={primaryButton ? { href: primaryButton.href, label: primaryButton.label } : null}
      />
      <CarBreadcrumbs crumbs={view.breadcrumbs} label={texts.carPageBreadcrumbs} />
      <div className="car-page__layout">
        <div className="car-page__main">
          <Suspense fallback={null}>
            <CarGallerySection
              tenant={tenant}
              media={{ ...page.media, slides: view.gallery.slides, hotspots: view.viewer.hotspots, title: view.title }}
            />
          </Suspense>
        </div>
        <CarSidebar
          slug={page.slug}
          view={view}
          phone={page.phone}
          viewsQuery={page.viewsQuery}
          texts={texts}
          phoneButton={
            page.phone ? (
              <Suspense fallback={null}>
                <CarPhoneButton
                  tenant={tenant}
                  phone={page.phone.number}
                  log={page.phone.log}
                  event={page.phone.event}
                />
              </Suspense>
            ) : null
          }
          finance={<CarFinanceStrips tenant={tenant} carId={page.id} carPath={page.path} finance={page.finance} />}
          save={
            <Suspense fallback={null}>
              <WatchlistSaveControl
                tenant={tenant}
                watchlist={watchlist}
                car={{ id: page.id, name: view.title, available: view.available }}
                currentPage={page.path}
                event={page.favouriteEvent}
                className="button button--outline car-page__watchlist"
              />
            </Suspense>
          }
        />
        {/* After the price and calls to action, so a phone shows them first. */}
        <Suspense fallback={null}>
          <CarShareBar
            tenant={tenant}
            carId={page.id}
            slug={page.slug}
            path={page.path}
            title={view.title}
            favourite={view.favouriteVisible ? page.favourite : null}
            shareLinks={page.shareLinks}
            printEvent={page.printEvent}
            favouriteEvent={page.favouriteEvent}
            historyReport={page.historyReport}
            labels={{
              share: texts.carPageShare,
              save: texts.carPageFavourite,
              saved: texts.carPageFavourited,
              print: texts.carPagePrint
            }}
          />
        </Suspense>
      </div>
      <div className="car-page__sections">
        <CarEnquirySections tenant={tenant} texts={texts} enquiry={enquiry} />
        <Suspense fallback={null}>
          <CarEnquiryDialogs tenant={tenant} enquiry={enquiry} />
        </Suspense>
        <CarInfoTabs
          label={texts.carPageInfoTabs}
          tabs={view.infoTabs}
          comments={view.dealerComments}
          features={view.features}
        />
        <KeyInformationGrid title={texts.carPageKeyInformation} list={view.keyInformation} />
        <CarSpecifications title={texts.carPageSpecifications} rows={view.caravanSpecifications} />
        <Suspense fallback={null}>
          {view.available ? (
            <CarFinanceSection tenant={tenant} title={texts.carPageFinanceCalculator} car={page.financeCar} />
          ) : null}
          {view.available && page.fuelCar ? (
            <CarFuelSection tenant={tenant} car={page.fuelCar} settings={tenant.finance} texts={texts} />
          ) : null}
          {view.available ? (
            <CarDeliverySection
              tenant={tenant}
              title={texts.carPageDelivery}
              copy={texts.carPageDeliveryCopy}
              locationId={page.locationId}
            />
          ) : null}
        </Suspense>
        <Suspense fallback={null}>
          <CarMarketGauge
            tenant={tenant}
            title={texts.carPagePriceComparison}
            car={page.gaugeCar}
            carPath={page.path}
          />
          <RecordViewedCar tenant={tenant} car={page.viewed} event={page.viewEvent} />
        </Suspense>
        <Suspense fallback={null}>
          <CarLocationSection tenant={tenant} name={view.location} address={view.locationAddress} map={page.map} />
        </Suspense>
        <SimilarCars title={texts.carPageSimilarCars} cards={similar.cards} searchLink={similar.searchLink} />
        <p className="car-page__disclaimer muted">{texts.carPageDisclaimer}</p>
      </div>
      <FeatureBanner tiles={page.featureTiles} />
      {stickyBar ? <CarStickyBar bar={stickyBar} callLog={page.phone?.log ?? null} /> : null}
      <ToastRegion className="toast-region" dismissLabel={texts.toastDismiss} />
    </main>
  )
}

export default function CarPage() {
  return (
    <ToastProvider>
      <CarPageContent />
    </ToastProvider>
  )
}
