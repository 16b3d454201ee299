import { postPage, pageTitle } from "@dealer/core"
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { notFound } from "../components/content/not-found.server.ts"
import { PostArticle } from "../components/content/post-article.tsx"
import { requireTenant } from "../tenant.server.ts"
import "../styles/content.css"

/** /blog/{id} and /news/{id}: one post in full; an unknown one answers 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  const kind = new URL(request.url).pathname.startsWith("/news/") ? "news" : "blog"
  const post = postPage(tenant.content.posts, kind, params.id ?? "", tenant.texts)
  if (!post) notFound(tenant)
  return { siteName: tenant.name, post }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page?.post.title], page?.siteName) }
]

export default function PostRoute() {
  return <PostArticle post={useLoaderData<typeof loader>().post} />
}
