import { brandOverview, pageTitle } from "@dealer/core"
import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { GroupClaims } from "../components/group/group-claims.tsx"
import { requireTenant } from "../tenant.server.ts"

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  const view = brandOverview(tenant, params.brand ?? "")
  if (!view) throw data({ title: tenant.texts.notFoundTitle, message: tenant.texts.notFoundBody }, { status: 404 })
  return { view, siteName: tenant.name }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: pageTitle([loaded?.view.title], loaded?.siteName) }
]

/** /{brand}/overview: one brand of the group, where the group sells it, and its stock. */
export default function BrandOverviewPage() {
  const { view } = useLoaderData<typeof loader>()
  return (
    <main className="group-page brand-overview">
      <div className="brand-overview__hero">
        <span className="brand-tile brand-tile--static" aria-hidden="true">
          {view.tile.logoSrc ? (
            <img className="brand-tile__logo" src={view.tile.logoSrc} alt="" width={96} height={48} />
          ) : (
            <span className="brand-tile__monogram">{view.tile.monogram}</span>
          )}
        </span>
        <h1>{view.title}</h1>
      </div>
      {view.description ? <p className="brand-overview__description">{view.description}</p> : null}
      <p>
        <Link className="group-button" to={view.stockLink.href}>
          {view.stockLink.label}
        </Link>
      </p>
      <section aria-labelledby="brand-locations">
        <h2 id="brand-locations">{view.locationsHeading}</h2>
        {view.noLocations ? <p>{view.noLocations}</p> : null}
        <ul className="brand-overview__locations">
          {view.locations.map((location) => (
            <li key={location.href}>
              <Link to={location.href}>{location.name}</Link> <span className="brand-overview__city">{location.city}</span>
            </li>
          ))}
        </ul>
      </section>
      {view.claims ? <GroupClaims view={view.claims} /> : null}
      <p>
        <Link to={view.allBrandsLink.href}>{view.allBrandsLink.label}</Link>
      </p>
    </main>
  )
}
