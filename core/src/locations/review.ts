import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"

const Rating = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 5 }))
const Count = Schema.Finite.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))

/**
 * One customer review of a location (001 section 3, "Review").
 *
 * @example
 * decodeOrThrow(Review, { id: 1, customer_name: "Sam", text: "Great service", rating: 5, review_date: "2025-03-02" }, "review")
 */
export const Review = Schema.Struct({
  id: Schema.Union([Schema.Finite, Schema.String]),
  customer_name: Maybe(Schema.String),
  text: Maybe(Schema.String),
  rating: Rating,
  review_date: Maybe(Schema.String),
  reply_text: Maybe(Schema.String),
  reply_date: Maybe(Schema.String)
})
export type Review = typeof Review.Type

/**
 * The review aggregate of a location: how many reviews and their average rating.
 *
 * @example
 * decodeOrThrow(ReviewAggregate, { average_rating: 4.7, count: 312 }, "reviews")
 */
export const ReviewAggregate = Schema.Struct({
  average_rating: Maybe(Rating),
  count: Maybe(Count)
})
export type ReviewAggregate = typeof ReviewAggregate.Type

/**
 * A customer review of one location: the review with the id of the location it is about, as a
 * tenant's configuration lists them.
 *
 * @example
 * decodeOrThrow(LocationReview, { location_id: 21, id: 1, customer_name: "Sam", rating: 5 }, "review")
 */
export const LocationReview = Schema.Struct({
  location_id: Schema.Finite.check(Schema.isInt()),
  ...Review.fields
})
export type LocationReview = typeof LocationReview.Type
