import { isRouteErrorResponse } from "react-router"
import type { SearchPageData } from "./search-page-data.ts"

let shown: SearchPageData | null = null

/** Remembers the results on screen, so a failed search can leave them there. */
export function rememberShownResults(view: SearchPageData): void {
  shown = view
}

/**
 * A search page's client loader: the server's answer, or, when that search fails (the network, a
 * server error, a search the server cannot read), the previous results marked as failed so the
 * listing stays on screen with an error notice (section 4, "Search state"). Redirects and missing
 * pages still go through.
 */
export async function keepResultsOnFailure(load: () => Promise<SearchPageData>): Promise<SearchPageData> {
  try {
    return await load()
  } catch (error) {
    const passesThrough = error instanceof Response || (isRouteErrorResponse(error) && error.status === 404)
    if (passesThrough || shown === null) throw error
    return { ...shown, failed: true }
  }
}
