import { locationListView, pageTitle } from "@dealer/core"
import { TenantProvider } from "@dealer/react"
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { LocationsSection } from "../components/locations/locations-section.tsx"
import { mapTiles } from "../components/locations/map-tiles.ts"
import { requireTenant } from "../tenant.server.ts"
import "../styles/locator.css"
import "../styles/locations.css"

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  return { tenant, list: locationListView(tenant, "/locations"), tiles: mapTiles(tenant) }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page?.tenant.texts.dealershipsPageTitle], page?.tenant.name) }
]

/** /dealerships: every location of the dealer as a card, each linking to its own page. */
export default function DealershipsPage() {
  const { tenant, list, tiles } = useLoaderData<typeof loader>()
  return (
    <TenantProvider tenant={tenant}>
      <main className="locations-page">
        <h1>{tenant.texts.dealershipsPageTitle}</h1>
        <LocationsSection list={list} tiles={tiles} />
      </main>
    </TenantProvider>
  )
}
