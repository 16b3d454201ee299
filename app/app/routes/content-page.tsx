import { CONTENT_PAGES, siteContentPage, type ContentPageKey, pageTitle } from "@dealer/core"
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { ContentArticle } from "../components/content/content-article.tsx"
import { notFound } from "../components/content/not-found.server.ts"
import { requireTenant } from "../tenant.server.ts"
import "../styles/content.css"

const pageAt = (pathname: string) =>
  (Object.keys(CONTENT_PAGES) as ContentPageKey[]).find((key) => CONTENT_PAGES[key].path === pathname.replace(/\/$/, ""))

/**
 * /warranty, /about-us, /terms-and-conditions, /privacy-policy, /service, /diamond-advantage, /eofy,
 * /buying: the tenant's own text; About Us, the terms and the privacy policy written from its
 * configuration where it has none; any other page it has not written is a 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  const key = pageAt(new URL(request.url).pathname)
  const page = key ? siteContentPage(tenant, key) : null
  if (!page) notFound(tenant)
  return { siteName: tenant.name, page }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page?.page.title], page?.siteName) }
]

export default function ContentPageRoute() {
  return <ContentArticle page={useLoaderData<typeof loader>().page} />
}
