import type { CarViewsQuery } from "@dealer/http"
import { useEffect } from "react"
import { countView } from "./car-page-services.ts"

// The cars whose visit this page load has counted: a re-render or a remount of the sidebar is not another visit.
const counted = new Set<string>()

/**
 * Counts this visit to the car once per page load (the server counts a visitor once a day) and
 * answers the figure the server rendered, so the counter does not change under the shopper once
 * the page is interactive; this visit shows in the figure the next page load renders.
 */
export function useCarViews(slug: string, served: number | null, query: CarViewsQuery): number | null {
  const { photosCount, updatedAt, websiteId } = query
  useEffect(() => {
    if (counted.has(slug)) return
    counted.add(slug)
    countView(slug, { photosCount, updatedAt, websiteId }).catch((error: unknown) => console.warn("View not counted", error))
  }, [slug, photosCount, updatedAt, websiteId])
  return served
}
