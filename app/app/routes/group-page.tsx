import { groupFixedPage, pageTitle } from "@dealer/core"
import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { GroupClaims } from "../components/group/group-claims.tsx"
import { requireTenant } from "../tenant.server.ts"

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  const page = groupFixedPage(tenant, new URL(request.url).pathname)
  if (!page) throw data({ title: tenant.texts.notFoundTitle, message: tenant.texts.notFoundBody }, { status: 404 })
  return { page, siteName: tenant.name }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: pageTitle([loaded?.page.title], loaded?.siteName) }
]

/** A group-site fixed page (/twg-cars, /neotek, ...): the tenant's own title, words and link. */
export default function GroupFixedPage() {
  const { page } = useLoaderData<typeof loader>()
  return (
    <main className="group-page">
      <h1>{page.title}</h1>
      {page.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {page.link ? (
        <p>
          {/^https?:\/\//.test(page.link.href) ? (
            <a className="group-button" href={page.link.href}>
              {page.link.label}
            </a>
          ) : (
            <Link className="group-button" to={page.link.href}>
              {page.link.label}
            </Link>
          )}
        </p>
      ) : null}
      {page.claims ? <GroupClaims view={page.claims} /> : null}
    </main>
  )
}
