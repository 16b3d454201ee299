import { contentSitemapPaths, locationListView, xmlText, sitemapUrls, visibilityContextOf } from "@dealer/core"
import type { LoaderFunctionArgs } from "react-router"
import { requireTenant } from "../tenant.server.ts"

/** The request's own origin: every URL of a tenant's sitemap is on the host it was asked on. */
const originOf = (request: Request) => new URL(request.url).origin

/** GET /sitemap.xml: the tenant's pages, its locations' and content pages, search landing pages and every visible car. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  const now = services.clock()
  const urls = sitemapUrls({
    origin: originOf(request),
    cars: await services.stock.listByTenant(tenant.slug),
    visibility: visibilityContextOf(tenant, now),
    locationPaths: locationListView(tenant, "/locations").cards.map((card) => card.detailHref),
    contentPaths: contentSitemapPaths(tenant.content, tenant.texts)
  })
  const entries = urls.map(
    (url) =>
      `  <url><loc>${xmlText(url.loc)}</loc>${url.lastmod ? `<lastmod>${xmlText(url.lastmod)}</lastmod>` : ""}</url>`
  )
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    ""
  ].join("\n")
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" }
  })
}
