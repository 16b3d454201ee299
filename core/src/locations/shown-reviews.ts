import { REVIEWS_SHOWN_IN_FULL } from "./review-display.ts"
import type { Review } from "./review.ts"

/**
 * The reviews a location page lists (001 sections 5 and 9): none when the tenant hides reviews,
 * otherwise those rated at least the tenant's minimum (default 4), in upstream's order, at most 12.
 *
 * @example
 * import { shownReviews } from "@dealer/core/locations"
 *
 * shownReviews([{ rating: 5 }, { rating: 3 }, { rating: 4 }], { reviews_min_rating: 4, reviews_hidden: false })
 * // => [{ rating: 5 }, { rating: 4 }]
 */
export function shownReviews<R extends Pick<Review, "rating">>(
  reviews: ReadonlyArray<R>,
  settings: { readonly reviews_min_rating: number; readonly reviews_hidden: boolean }
): ReadonlyArray<R> {
  if (settings.reviews_hidden) return []
  return reviews
    .filter((review) => Number.isFinite(review.rating) && review.rating >= settings.reviews_min_rating)
    .slice(0, REVIEWS_SHOWN_IN_FULL)
}
