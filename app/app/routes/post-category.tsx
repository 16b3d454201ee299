import { postCategoryList, pageTitle } from "@dealer/core"
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { notFound } from "../components/content/not-found.server.ts"
import { PostList } from "../components/content/post-list.tsx"
import { requireTenant } from "../tenant.server.ts"
import "../styles/content.css"

/** /blog/vehicle-reviews: the tenant's vehicle reviews, newest first; 404 where it has none. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  const list = postCategoryList(tenant.content.posts, "vehicle-reviews", tenant.texts)
  if (!list) notFound(tenant)
  return { siteName: tenant.name, list }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page?.list.title], page?.siteName) }
]

export default function PostCategoryRoute() {
  return <PostList list={useLoaderData<typeof loader>().list} />
}
