import type { CarViewsQuery } from "@dealer/http"
import { useEffect, useState } from "react"
import { countView } from "./car-page-services.ts"

/** The car's view count: the listed one first, then the counter's answer for this visit. */
export function useCarViews(slug: string, listed: number | null, query: CarViewsQuery): number | null {
  const [views, setViews] = useState(listed)
  const { photosCount, updatedAt, websiteId } = query
  useEffect(() => {
    let current = true
    void countView(slug, { photosCount, updatedAt, websiteId }).then((counted) => {
      if (current && counted !== null) setViews(counted)
    })
    return () => {
      current = false
    }
  }, [slug, photosCount, updatedAt, websiteId])
  return views
}
