import { locationListView, pageTitle, browserText } from "@dealer/core"
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { LocationsSection } from "../components/locations/locations-section.tsx"
import { mapTiles } from "../components/locations/map-tiles.ts"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant, PageTenantProvider } from "../components/page-tenant.tsx"
import "../styles/locator.css"
import "../styles/locations.css"

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  return { tenant: pageTenant(tenant), list: locationListView(tenant, "/locations"), tiles: mapTiles(tenant) }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page ? browserText(page.tenant, "dealershipsPageTitle") : undefined], page?.tenant.name) }
]

/** /dealerships: every location of the dealer as a card, each linking to its own page. */
export default function DealershipsPage() {
  const { tenant: sentTenant, list, tiles } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  return (
    <PageTenantProvider tenant={tenant}>
      <main className="locations-page">
        <h1>{tenant.texts.dealershipsPageTitle}</h1>
        <LocationsSection list={list} tiles={tiles} />
      </main>
    </PageTenantProvider>
  )
}
