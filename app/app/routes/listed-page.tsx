import { listedPage, pageTitle } from "@dealer/core"
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { ContentArticle } from "../components/content/content-article.tsx"
import { notFound } from "../components/content/not-found.server.ts"
import { requireTenant } from "../tenant.server.ts"
import "../styles/content.css"

/** /pages/{slug} (warranty, capped-price-service, owners, eofy-sale-2026...): a page the tenant lists, or 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  const page = listedPage(tenant.content, params.slug ?? "", tenant.texts)
  if (!page) notFound(tenant)
  return { siteName: tenant.name, page }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page?.page.title], page?.siteName) }
]

export default function ListedPageRoute() {
  return <ContentArticle page={useLoaderData<typeof loader>().page} />
}
