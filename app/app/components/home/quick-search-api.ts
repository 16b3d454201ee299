import type { StockQuery, StockResult } from "@dealer/core"
import { createPlatformClient, type PlatformClient } from "@dealer/http"
import { Result } from "effect"

/**
 * The quick search's call to the search API, loaded on the shopper's first pick (see
 * use-quick-search-count.ts), so the client and its schemas stay off the home page's first load.
 */
let client: PlatformClient | null = null
/** One client per page: the platform API is on the site's own origin. */
const platform = () => (client ??= createPlatformClient({ baseUrl: "" }))

/** The search's answer for the picks; null when it fails (the count then stays as it was). */
export async function searchStock(query: StockQuery, signal: AbortSignal): Promise<StockResult | null> {
  const result = await platform().stock.search(query, { signal })
  return Result.isSuccess(result) ? result.success : null
}
