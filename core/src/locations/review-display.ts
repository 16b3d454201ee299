import { fillText, type Texts } from "../tenant/texts.ts"
import type { Review } from "./review.ts"

/** How many reviews show their text in full (001 section 9). */
export const REVIEWS_SHOWN_IN_FULL = 12

/**
 * Whether a location's reviews show (001 section 5): the average rating must be above the tenant's
 * minimum (default 4) and reviews must not be hidden.
 *
 * @example
 * import { shouldShowReviews } from "@dealer/core/locations"
 *
 * shouldShowReviews(4.6, { reviews_min_rating: 4, reviews_hidden: false }) // => true
 * shouldShowReviews(4, { reviews_min_rating: 4, reviews_hidden: false }) // => false
 */
export function shouldShowReviews(
  averageRating: number | null | undefined,
  settings: { readonly reviews_min_rating: number; readonly reviews_hidden: boolean }
): boolean {
  if (settings.reviews_hidden || averageRating === null || averageRating === undefined) return false
  return Number.isFinite(averageRating) && averageRating > settings.reviews_min_rating
}

/**
 * The reviews shown in full: the first 12.
 *
 * @example
 * import { reviewsShownInFull } from "@dealer/core/locations"
 *
 * const reviews = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, author: "Jo", rating: 5, text: "Great service" }))
 * reviewsShownInFull(reviews).length // => 12
 */
export function reviewsShownInFull(reviews: ReadonlyArray<Review>): ReadonlyArray<Review> {
  return reviews.slice(0, REVIEWS_SHOWN_IN_FULL)
}

/** Five star slots: `full` full stars, then one star filled by `partial` (0 to 1), then `empty` empty stars. */
export interface StarRating {
  readonly full: number
  readonly partial: number
  readonly empty: number
}

/**
 * The star-rating display (001 section 9): up to 4 full stars plus a partial one, so a 5.0 shows
 * four full stars and a fully filled fifth. Ratings outside 0 to 5 are clamped; a non-number
 * shows no stars filled.
 *
 * @example
 * import { starRating } from "@dealer/core/locations"
 *
 * starRating(4.6) // => { full: 4, partial: 0.6, empty: 0 }
 * starRating(3.2) // => { full: 3, partial: 0.2, empty: 1 }
 */
export function starRating(rating: number): StarRating {
  const clamped = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0
  const full = Math.min(4, Math.floor(clamped))
  const partial = Math.round((clamped - full) * 100) / 100
  return { full, partial, empty: 4 - full }
}

/** The rating line beside the stars. */
export interface ReviewSummaryView {
  readonly stars: StarRating
  /** The rating with one decimal, e.g. `4.6`. */
  readonly ratingText: string
  /** The review count, e.g. `(312)`. */
  readonly countText: string
}

/**
 * The star rating, the rating with one decimal and the review count.
 *
 * @example
 * import { reviewSummaryView } from "@dealer/core/locations"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * reviewSummaryView(4.56, 312, defaultTexts) // => { stars: { full: 4, partial: 0.56, empty: 0 }, ratingText: "4.6", countText: "(312)" }
 */
export function reviewSummaryView(
  averageRating: number,
  reviewCount: number,
  texts: Pick<Texts, "locationReviewCount">
): ReviewSummaryView {
  const rating = Number.isFinite(averageRating) ? Math.min(5, Math.max(0, averageRating)) : 0
  const count = Number.isFinite(reviewCount) ? Math.max(0, Math.floor(reviewCount)) : 0
  return {
    stars: starRating(rating),
    ratingText: rating.toFixed(1),
    countText: fillText(texts.locationReviewCount, { count: String(count) })
  }
}
