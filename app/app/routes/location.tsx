import { locationDetailView, pageTitle } from "@dealer/core"
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { HolidayHours } from "../components/locations/holiday-hours.tsx"
import { LocationCard } from "../components/locations/location-card.tsx"
import { LocationReviews } from "../components/locations/location-reviews.tsx"
import { mapTiles } from "../components/locations/map-tiles.ts"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant, PageTenantProvider } from "../components/page-tenant.tsx"
import "../styles/locator.css"
import "../styles/locations.css"

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  // The page answers under /contact-us/, /our-location/ and /locations/: links keep the one asked.
  const section = `/${new URL(request.url).pathname.split("/")[1] ?? "locations"}`
  const detail = locationDetailView(tenant, params.slug ?? "", new Date(), section)
  if (detail === null) {
    throw data({ title: tenant.texts.notFoundTitle, message: tenant.texts.notFoundBody }, { status: 404 })
  }
  return { tenant: pageTenant(tenant), detail, tiles: mapTiles(tenant) }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page?.detail.card.name], page?.tenant.name) }
]

/** One location's page: its card with hours and map, its holiday hours and its reviews. */
export default function LocationPage() {
  const { tenant: sentTenant, detail, tiles } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  return (
    <PageTenantProvider tenant={tenant}>
      <main className="locations-page location-page">
        <LocationCard card={detail.card} tiles={tiles} level={1}>
          {detail.holidayHours ? <HolidayHours holidayHours={detail.holidayHours} /> : null}
        </LocationCard>
        {detail.reviews ? <LocationReviews reviews={detail.reviews} /> : null}
      </main>
    </PageTenantProvider>
  )
}
