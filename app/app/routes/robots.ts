import { SITE_PATHS } from "@dealer/core"
import type { LoaderFunctionArgs } from "react-router"
import { requireTenant } from "../tenant.server.ts"

/** GET /robots.txt: crawl everything but the API and private pages, and find the tenant's sitemap. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireTenant(request)
  const origin = new URL(request.url).origin
  const text = [
    "User-agent: *",
    "Disallow: /api/",
    `Disallow: ${SITE_PATHS.signIn}`,
    `Disallow: ${SITE_PATHS.watchlist}`,
    `Sitemap: ${origin}${SITE_PATHS.sitemap}`,
    ""
  ].join("\n")
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } })
}
