import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { decodeOrThrow } from "../shared/decode.ts"
import { Review } from "./review.ts"
import { reviewSummaryView, reviewsShownInFull, shouldShowReviews, starRating } from "./review-display.ts"

const settings = { reviews_min_rating: 4, reviews_hidden: false }

describe("shouldShowReviews", () => {
  it("needs an average above the minimum and reviews not hidden", () => {
    expect(shouldShowReviews(4.6, settings)).toBe(true)
    expect(shouldShowReviews(4, settings)).toBe(false)
    expect(shouldShowReviews(3.9, settings)).toBe(false)
    expect(shouldShowReviews(null, settings)).toBe(false)
    expect(shouldShowReviews(Number.NaN, settings)).toBe(false)
    expect(shouldShowReviews(4.9, { ...settings, reviews_hidden: true })).toBe(false)
    expect(shouldShowReviews(3.9, { ...settings, reviews_min_rating: 3.5 })).toBe(true)
  })
})

describe("reviewsShownInFull", () => {
  it("shows 12 in full", () => {
    const reviews = Array.from({ length: 30 }, (_, id) =>
      decodeOrThrow(Review, { id, customer_name: `Customer ${id}`, text: "Great", rating: 5 }, "review")
    )
    expect(reviewsShownInFull(reviews).map((review) => review.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(reviewsShownInFull(reviews.slice(0, 3))).toHaveLength(3)
  })

  it("decodes a review with its reply", () => {
    const review = decodeOrThrow(
      Review,
      {
        id: "g-1",
        customer_name: "Sam",
        text: "Easy",
        rating: 4,
        review_date: "2025-03-02",
        reply_text: "Thanks",
        reply_date: null
      },
      "review"
    )
    expect(review.reply_text).toBe("Thanks")
    expect(() => decodeOrThrow(Review, { id: 1, rating: 6 }, "review")).toThrow(/rating/)
  })
})

describe("starRating", () => {
  it("draws up to 4 full stars plus a partial one", () => {
    expect(starRating(4.6)).toEqual({ full: 4, partial: 0.6, empty: 0 })
    expect(starRating(5)).toEqual({ full: 4, partial: 1, empty: 0 })
    expect(starRating(4)).toEqual({ full: 4, partial: 0, empty: 0 })
    expect(starRating(3.2)).toEqual({ full: 3, partial: 0.2, empty: 1 })
    expect(starRating(0)).toEqual({ full: 0, partial: 0, empty: 4 })
    expect(starRating(7)).toEqual({ full: 4, partial: 1, empty: 0 })
    expect(starRating(Number.NaN)).toEqual({ full: 0, partial: 0, empty: 4 })
  })

  it("always fills five slots and adds up to the rating", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (rating) => {
        const stars = starRating(rating)
        expect(stars.full + 1 + stars.empty).toBe(5)
        expect(stars.full).toBeLessThanOrEqual(4)
        expect(stars.partial).toBeGreaterThanOrEqual(0)
        expect(stars.partial).toBeLessThanOrEqual(1)
        expect(Math.abs(stars.full + stars.partial - rating)).toBeLessThanOrEqual(0.005)
      }),
      { numRuns: 1000 }
    )
  })
})

describe("reviewSummaryView", () => {
  it("shows the rating with one decimal and the review count", () => {
    expect(reviewSummaryView(4.56, 312, defaultTexts)).toEqual({
      stars: { full: 4, partial: 0.56, empty: 0 },
      ratingText: "4.6",
      countText: "(312)"
    })
    expect(reviewSummaryView(5, 1, { locationReviewCount: "{count} Google reviews" }).countText).toBe(
      "1 Google reviews"
    )
    expect(reviewSummaryView(4, 12, defaultTexts).ratingText).toBe("4.0")
  })
})
