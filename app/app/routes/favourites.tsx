import { anonymousSession, pageTitle, browserText } from "@dealer/core"
import { ToastProvider, ToastRegion } from "@dealer/react"
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { FavouritesList } from "../components/saved/favourites-list.tsx"
import { RecentlyViewedList } from "../components/saved/recently-viewed-list.tsx"
import { pageSession } from "../components/saved/shopper-session.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant, PageTenantProvider } from "../components/page-tenant.tsx"
import "../styles/saved.css"

/** Favourites and recently viewed live in the browser; the server brings the tenant and the watchlist. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  const session = await pageSession(request, tenant, services)
  const watchlist = session
    ? await services.repositories.watchlists.list({ tenantSlug: tenant.slug, userId: session.user.id })
    : []
  return { tenant: pageTenant(tenant), session: session ? { user: session.user, plugins: null } : anonymousSession, watchlist }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page ? browserText(page.tenant, "savedFavouritesTitle") : undefined], page?.tenant.name) }
]

export default function FavouritesPage() {
  const { tenant: sentTenant, session, watchlist } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  const { texts } = tenant
  return (
    <PageTenantProvider tenant={tenant}>
      <ToastProvider>
        <main className="saved">
          <h1>{texts.savedFavouritesTitle}</h1>
          <FavouritesList session={session} watchlist={watchlist} />
          <section className="saved__section" aria-labelledby="recently-viewed">
            <h2 id="recently-viewed">{texts.savedRecentlyViewedTitle}</h2>
            <RecentlyViewedList />
          </section>
        </main>
        <ToastRegion className="saved__toasts" />
      </ToastProvider>
    </PageTenantProvider>
  )
}
