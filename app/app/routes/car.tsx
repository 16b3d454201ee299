import { Suspense } from "react"
import { stickyBottomBar } from "@dealer/core"
import { ToastProvider, ToastRegion } from "@dealer/react"
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { CarAnnouncement } from "../components/car/car-announcement.tsx"
import { CarBreadcrumbs } from "../components/car/car-breadcrumbs.tsx"
import { CarFinanceStrips } from "../components/car/car-finance-strips.tsx"
import { CarEnquirySections } from "../components/car/car-enquiry-sections.tsx"
import { CarGallerySection } from "../components/car/car-gallery-section.tsx"
import { CarInfoTabs } from "../components/car/car-info-tabs.tsx"
import { carPageData, requireVehiclePageCar } from "../components/car/car-page-data.server.ts"
import { CarShareBar } from "../components/car/car-share-bar.tsx"
import { CarSidebar } from "../components/car/car-sidebar.tsx"
import { CarSpecifications } from "../components/car/car-specifications.tsx"
import { CarStickyBar } from "../components/car/car-sticky-bar.tsx"
import { CarStickyHeader } from "../components/car/car-sticky-header.tsx"
import { FeatureBanner } from "../components/car/feature-banner.tsx"
import { JsonLdScript } from "../components/car/json-ld-script.tsx"
import { KeyInformationGrid } from "../components/car/key-information-grid.tsx"
import { SimilarCars } from "../components/car/similar-cars.tsx"
import { deferredComponent } from "../components/deferred-component.tsx"
import { pageWatchlist } from "../components/saved/page-watchlist.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { carEnquiryData } from "../server/car-enquiry-forms.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant, PageTenantProvider } from "../components/page-tenant.tsx"
import "../styles/car.css"

// Below the fold: their code (and the statecharts they run) loads after the page is interactive.
const CarFinanceSection = deferredComponent(() =>
  import("../components/car/car-finance-section.tsx").then((module) => module.CarFinanceSection)
)
const CarFuelSection = deferredComponent(() =>
  import("../components/car/car-fuel-section.tsx").then((module) => module.CarFuelSection)
)
const CarDeliverySection = deferredComponent(() =>
  import("../components/car/car-delivery-section.tsx").then((module) => module.CarDeliverySection)
)
const CarMarketGauge = deferredComponent(() =>
  import("../components/car/car-market-gauge.tsx").then((module) => module.CarMarketGauge)
)
// The watchlist flow's statechart and API client.
const WatchlistSaveControl = deferredComponent(() =>
  import("../components/saved/watchlist-save-control.tsx").then((module) => module.WatchlistSaveControl)
)
// Local storage entries decode with Effect, which the page need not load before it is interactive.
const RecordViewedCar = deferredComponent(() =>
  import("../components/car/record-viewed-car.tsx").then((module) => module.RecordViewedCar)
)
// Where the car is, with its map (Leaflet loads only as the map nears the screen).
const CarLocationSection = deferredComponent(() =>
  import("../components/car/car-location-section.tsx").then((module) => module.CarLocationSection)
)
// The enquiry and test drive forms (dialogs with JavaScript, anchored sections without).
const CarEnquiryDialogs = deferredComponent(() =>
  import("../components/car/car-enquiry-dialogs.tsx").then((module) => module.CarEnquiryDialogs)
)

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  const car = await requireVehiclePageCar(services, tenant, params.slug)
  const page = await carPageData(services, tenant, car, new URL(request.url).origin)
  return {
    tenant: pageTenant(tenant),
    page,
    watchlist: await pageWatchlist(request, tenant, services),
    stickyBar: stickyBottomBar(car, { settings: tenant.stock, phone: page.phone?.number ?? null, texts: tenant.texts }),
    enquiry: carEnquiryData(request, tenant, car, services.clock())
  }
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
  const { tenant: sentTenant, page, enquiry, stickyBar, watchlist } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  const { view, similar } = page
  const { texts } = tenant
  const primaryButton = view.buttons[0]
  return (
    <main className="car-page">
      <JsonLdScript json={page.jsonLd} />
      <CarAnnouncement city={page.city} />
      <CarStickyHeader
        title={view.title}
        price={view.price}
        cta={primaryButton ? { href: primaryButton.href, label: primaryButton.label } : null}
      />
      <CarBreadcrumbs crumbs={view.breadcrumbs} label={texts.carPageBreadcrumbs} />
      <div className="car-page__layout">
        <div className="car-page__main">
          <CarGallerySection
            media={{ ...page.media, slides: view.gallery.slides, hotspots: view.viewer.hotspots, title: view.title }}
          />
        </div>
        <CarSidebar
          slug={page.slug}
          view={view}
          phone={page.phone}
          viewsQuery={page.viewsQuery}
          texts={texts}
          finance={<CarFinanceStrips carId={page.id} carPath={page.path} finance={page.finance} />}
          save={
            <Suspense fallback={null}>
              <WatchlistSaveControl
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
        <CarShareBar
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
      </div>
      <div className="car-page__sections">
        <CarEnquirySections enquiry={enquiry} />
        <Suspense fallback={null}>
          <CarEnquiryDialogs enquiry={enquiry} />
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
          {view.available ? <CarFinanceSection title={texts.carPageFinanceCalculator} car={page.financeCar} /> : null}
          {view.available && page.fuelCar ? (
            <CarFuelSection car={page.fuelCar} settings={tenant.finance} texts={texts} />
          ) : null}
          {view.available ? (
            <CarDeliverySection title={texts.carPageDelivery} copy={texts.carPageDeliveryCopy} locationId={page.locationId} />
          ) : null}
        </Suspense>
        <Suspense fallback={null}>
          <CarMarketGauge title={texts.carPagePriceComparison} car={page.gaugeCar} carPath={page.path} />
          <RecordViewedCar car={page.viewed} event={page.viewEvent} />
        </Suspense>
        <Suspense fallback={null}>
          <CarLocationSection name={view.location} address={view.locationAddress} map={page.map} />
        </Suspense>
        <SimilarCars title={texts.carPageSimilarCars} cards={similar.cards} searchLink={similar.searchLink} />
        <p className="car-page__disclaimer muted">{texts.carPageDisclaimer}</p>
      </div>
      <FeatureBanner tiles={page.featureTiles} />
      {stickyBar ? <CarStickyBar bar={stickyBar} callLog={page.phone?.log ?? null} /> : null}
      <ToastRegion className="toast-region" />
    </main>
  )
}

export default function CarPage() {
  const tenant = usePageTenant(useLoaderData<typeof loader>().tenant)
  return (
    <PageTenantProvider tenant={tenant}>
      <ToastProvider>
        <CarPageContent />
      </ToastProvider>
    </PageTenantProvider>
  )
}
