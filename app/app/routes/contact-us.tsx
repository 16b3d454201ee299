import { locationListView, pageTitle, browserText } from "@dealer/core"
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { LocationsSection } from "../components/locations/locations-section.tsx"
import { mapTiles } from "../components/locations/map-tiles.ts"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant, PageTenantProvider } from "../components/page-tenant.tsx"
import "../styles/locator.css"
import "../styles/locations.css"

/** The site's general enquiry form. */
const ENQUIRY_PATH = "/contact"

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  return { tenant: pageTenant(tenant), list: locationListView(tenant, "/contact-us"), tiles: mapTiles(tenant) }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page ? browserText(page.tenant, "contactPageTitle") : undefined], page?.tenant.name) }
]

/** /contact-us: how to reach the dealer (call, visit or send an enquiry) and every location as a card. */
export default function ContactUsPage() {
  const { tenant: sentTenant, list, tiles } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  const { texts } = tenant
  return (
    <PageTenantProvider tenant={tenant}>
      <main className="locations-page">
        <h1>{texts.contactPageTitle}</h1>
        <p className="locations-page__intro">{texts.contactUsIntro}</p>
        <p>
          <a href={ENQUIRY_PATH} className="button locations-page__enquire">
            {texts.contactUsEnquiryLink}
          </a>
        </p>
        <LocationsSection list={list} tiles={tiles} />
      </main>
    </PageTenantProvider>
  )
}
