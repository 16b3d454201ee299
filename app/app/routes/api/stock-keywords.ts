import { emptyStockQuery, type KeywordStock } from "@dealer/core"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"

/**
 * GET /api/stock/keywords: the makes and models (`make_model`) of the tenant's visible stock with
 * their counts, what the keyword box suggests from as the shopper types (core's `keywordSuggestions`).
 * Kept by the browser for a minute: stock changes rarely matter to a suggestion.
 */
export const loader = apiLoader("GET /api/stock/keywords", async ({ tenant, services, now }) => {
  const result = await services.search.search({ tenant, now }, emptyStockQuery, { facets: ["make", "make_model"] })
  const stock: KeywordStock = { makes: result.facets.make, models: result.facets.make_model }
  return reply(stock, 200, { "Cache-Control": "public, max-age=60" })
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
