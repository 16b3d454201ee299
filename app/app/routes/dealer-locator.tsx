import {
  dealershipPlaces,
  fillText,
  locatorRequest,
  locatorOutcome,
  locatorResultGroups,
  MAP_ZOOM,
  mapZoom,
  NEARBY_RADIUS_OPTIONS_KM,
  placePoint,
  pageTitle,
  browserText
} from "@dealer/core"
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { LocatorMap } from "../components/locator/locator-map.tsx"
import { LocatorResults } from "../components/locator/locator-results.tsx"
import { LocatorSearchForm } from "../components/locator/locator-search-form.tsx"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { PageTenantProvider, usePageTenant } from "../components/page-tenant.tsx"
import "../styles/locator.css"

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  const { texts } = tenant
  const asked = locatorRequest(new URL(request.url).searchParams)
  // A chosen suggestion brings its point; typed text (or a page without JS) is placed here.
  const [found] =
    asked.point === null && asked.text !== ""
      ? await services.geocoder.suggestPlaces(asked.text, { dealerships: dealershipPlaces(tenant.locations), limit: 1 })
      : []
  const point = asked.point ?? (found ? placePoint(found) : null)
  const placeLabel = found?.label ?? asked.text
  const groups = point ? locatorResultGroups(tenant.locations, point, asked.radiusKm, tenant.locator, texts) : []
  const { heading, message } = locatorOutcome(
    { text: asked.text, placeFound: point !== null, placeLabel, resultGroups: groups.length },
    texts
  )
  return {
    tenant: pageTenant(tenant),
    text: asked.text,
    radiusKm: asked.radiusKm,
    point: asked.point ? { lat: asked.point.lat, lng: asked.point.long } : null,
    radiusOptions: NEARBY_RADIUS_OPTIONS_KM.map((km) => ({
      value: km,
      label: fillText(texts.locatorRadiusOption, { radius: String(km) })
    })),
    heading,
    message,
    groups,
    map: {
      tileUrl: tenant.locator.map_tile_url,
      attribution: tenant.locator.map_attribution,
      zoom: mapZoom(null),
      maxZoom: MAP_ZOOM.max,
      center: point ? { lat: point.lat, lng: point.long } : null
    }
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page ? browserText(page.tenant, "locatorPageTitle") : undefined], page?.tenant.name) }
]

export default function DealerLocatorPage() {
  const page = useLoaderData<typeof loader>()
  const tenant = usePageTenant(page.tenant)
  const { texts } = tenant
  const markers = page.groups.flatMap((group) => group.results)
  return (
    <PageTenantProvider tenant={tenant}>
      <main className="locator">
        <h1>{texts.locatorPageTitle}</h1>
        <LocatorSearchForm
          key={`${page.text}|${page.radiusKm}`}
          text={page.text}
          radiusKm={page.radiusKm}
          point={page.point}
          radiusOptions={page.radiusOptions}
        />
        <div className="locator__body">
          <section className="locator__results" aria-live="polite">
            {page.heading && <h2 className="locator__heading">{page.heading}</h2>}
            {page.message && <p className="locator__message">{page.message}</p>}
            <LocatorResults groups={page.groups} />
          </section>
          {page.map.center && (
            <LocatorMap
              label={texts.locatorMapLabel}
              loadingText={texts.locatorMapLoading}
              tileUrl={page.map.tileUrl}
              attribution={page.map.attribution}
              zoom={page.map.zoom}
              maxZoom={page.map.maxZoom}
              center={page.map.center}
              markers={markers.map((result) => ({ id: result.id, name: result.name, lat: result.lat, lng: result.lng }))}
            />
          )}
        </div>
      </main>
    </PageTenantProvider>
  )
}
