import { stockQueryFromSearchParams } from "@dealer/core"
import { Result } from "effect"
import { invalidInput } from "../../server/api-error.server.ts"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { jsonTextReply } from "../../server/api-reply.server.ts"
import { stableJson } from "../../server/stable-json.server.ts"

/**
 * GET /api/stock/search: the search URL state of the `/search/...` pages, searched through the
 * engine (the tenant's visibility applied); 400 naming the parameter the engine cannot run.
 */
export const loader = apiLoader("GET /api/stock/search", async ({ url, tenant, services, now }) => {
  const parsed = stockQueryFromSearchParams(url.searchParams)
  if (Result.isFailure(parsed)) throw invalidInput([{ path: parsed.failure.param, message: parsed.failure.message }])
  const result = await services.search.search({ tenant, now }, parsed.success)
  if (result.error !== null) throw invalidInput([{ path: result.error.param, message: result.error.message }])
  const { hits, total, page, pages, facets, facetStats, ms } = result
  // Each car's text is made once per stock version; the rest of the answer is this query's own.
  const rest = JSON.stringify({ total, page, pages, facets, facetStats, ms })
  return jsonTextReply(`{"hits":[${hits.map(stableJson).join(",")}],${rest.slice(1)}`)
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
