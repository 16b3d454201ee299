import type { StockSearchEngine } from "@dealer/search"

/** The search engine failed or did not answer in time: the API answers 503, pages show their error state. */
export class SearchUnavailable extends Error {
  override readonly name = "SearchUnavailable"
  constructor(readonly reason: "failed" | "timed out") {
    super(`The stock search ${reason}`)
  }
}

/** How long a search may take before the request gives up on it. */
export const SEARCH_TIMEOUT_MS = 3_000

/**
 * The engine with every search bounded in time: a search that throws or takes longer than
 * `timeoutMs` rejects with `SearchUnavailable`, so no request hangs on a stuck engine.
 *
 * @example
 * const search = guardedSearch(createStockSearchEngine(source))
 */
export function guardedSearch(engine: StockSearchEngine, timeoutMs = SEARCH_TIMEOUT_MS): StockSearchEngine {
  return {
    ...engine,
    search: (context, query, options) => {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new SearchUnavailable("timed out")), timeoutMs)
      })
      const searching = Promise.resolve()
        .then(() => engine.search(context, query, options))
        .catch((error: unknown) => {
          throw error instanceof SearchUnavailable ? error : new SearchUnavailable("failed")
        })
      return Promise.race([searching, timeout]).finally(() => clearTimeout(timer))
    }
  }
}
