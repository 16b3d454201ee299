/** One page view of a car by a visitor. */
export interface CarView {
  readonly tenantSlug: string
  readonly carId: number
  /**
   * What stays the same for one visitor (a cookie id; for a browser without the cookie yet, its
   * client address and the id it is being given), stored only as hashes. The view counts when
   * none of them has viewed the car that day; all of them are then remembered.
   */
  readonly visitorKeys: ReadonlyArray<string>
  readonly now: Date
  /** The IANA zone whose calendar day bounds "once per day", e.g. "Australia/Brisbane". */
  readonly timeZone: string
}

/** The car's view count after a view, and whether this view was counted. */
export interface CarViewCount {
  readonly views: number
  readonly counted: boolean
}

/**
 * View counts of cars (`/api/cars/{slug}/view.json`): a visitor counts at most once per car and
 * calendar day of `timeZone`.
 *
 * @example
 * import type { ViewCountRepository } from "@dealer/core/ports"
 *
 * // Counts a car page view once per visitor a day, in the dealer's time zone.
 * async function viewed(views: ViewCountRepository, carId: number, visitorKey: string, now: Date) {
 *   const { views: total } = await views.countView({ tenantSlug: "acme", carId, visitorKeys: [visitorKey], now, timeZone: "Australia/Brisbane" })
 *   return `${total} views`
 * }
 */
export interface ViewCountRepository {
  readonly countView: (view: CarView) => Promise<CarViewCount>
  /** The car's count; 0 for a car never viewed. */
  readonly views: (tenantSlug: string, carId: number) => Promise<number>
}
