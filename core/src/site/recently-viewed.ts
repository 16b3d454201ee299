import { carPath } from "../stock/car-card.ts"
import type { ViewedCar } from "../storage/viewed-car.ts"
import { SITE_PATHS } from "./site-navigation.ts"

/** A car the shopper viewed lately, as kept in the browser. */
export interface RecentlyViewedItem {
  readonly id: number
  readonly label: string
  /** The car's page; for an entry stored without a slug, the search for its stock number; else null. */
  readonly href: string | null
}

/**
 * The recently viewed cars of local storage, newest first: make, model and body, each linking to
 * its page (older entries without a slug: to a search for their stock number).
 *
 * @example
 * import { recentlyViewedItems } from "@dealer/core/site"
 *
 * recentlyViewedItems([{ id: 1, stocknum: "T1234", make: "Toyota", model: "Hilux", body: null, simple_body: "Ute" }])
 * // => [{ id: 1, label: "Toyota Hilux Ute", href: "/search/new-used-and-demo-cars?query=T1234" }]
 */
export function recentlyViewedItems(viewed: ReadonlyArray<ViewedCar>): ReadonlyArray<RecentlyViewedItem> {
  return [...viewed].reverse().map((car) => {
    const body = car.simple_body?.trim() || car.body?.trim() || ""
    const stocknum = car.stocknum?.trim() || null
    return {
      id: car.id,
      label: [car.make, car.model, body].filter((part) => part.trim() !== "").join(" "),
      href: car.slug?.trim()
        ? carPath({ slug: car.slug })
        : stocknum === null
          ? null
          : `${SITE_PATHS.search}?query=${encodeURIComponent(stocknum)}`
    }
  })
}
