import { postList, pageTitle } from "@dealer/core"
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { PostList } from "../components/content/post-list.tsx"
import { requireTenant } from "../tenant.server.ts"
import "../styles/content.css"

/** /blog and /news: the tenant's posts of that kind, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  const kind = new URL(request.url).pathname.startsWith("/news") ? "news" : "blog"
  return { siteName: tenant.name, list: postList(tenant.content.posts, kind, tenant.texts) }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page?.list.title], page?.siteName) }
]

export default function PostsRoute() {
  return <PostList list={useLoaderData<typeof loader>().list} />
}
