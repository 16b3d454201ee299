import { groupBrandsPage, pageTitle } from "@dealer/core"
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { BrandTile } from "../components/group/brand-tile.tsx"
import { GroupClaims } from "../components/group/group-claims.tsx"
import { requireTenant } from "../tenant.server.ts"

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  const page = groupBrandsPage(tenant)
  // Only a group site has brand tiles; elsewhere there is no brand grid to show.
  if (page.sections.length === 0) {
    throw data({ title: tenant.texts.notFoundTitle, message: tenant.texts.notFoundBody }, { status: 404 })
  }
  return { page, siteName: tenant.name, externalNote: tenant.texts.brandExternalNote }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: pageTitle([loaded?.page.title], loaded?.siteName) }
]

/** /brands: the group's brand grid (car, motorcycle, truck and group brands), and its claims. */
export default function BrandsPage() {
  const { page, externalNote } = useLoaderData<typeof loader>()
  return (
    <main className="group-page">
      <h1>{page.title}</h1>
      {page.claims ? <GroupClaims view={page.claims} /> : null}
      {page.sections.map((section) => (
        <section key={section.kind} className="brand-grid" aria-labelledby={`brands-${section.kind}`}>
          <h2 id={`brands-${section.kind}`}>{section.label}</h2>
          <ul className="brand-grid__tiles">
            {section.tiles.map((tile) => (
              <li key={tile.href}>
                <BrandTile tile={tile} externalNote={externalNote} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  )
}
