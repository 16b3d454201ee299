import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

const Rating = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isBetween({ minimum: 0, maximum: 5 }))
const Count = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0))

/**
 * One customer review of a location (001 section 3, "Review").
 *
 * @example
 * import { Review } from "@dealer/core/locations"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(Review, { id: 1, customer_name: "Sam", text: "Great service", rating: 5, review_date: "2025-03-02" }, "review")
 */
export const Review = /* @__PURE__ */ Schema.Struct({
  id: /* @__PURE__ */ Schema.Union([Schema.Finite, Schema.String]),
  customer_name: /* @__PURE__ */ Maybe(Schema.String),
  text: /* @__PURE__ */ Maybe(Schema.String),
  rating: Rating,
  review_date: /* @__PURE__ */ Maybe(Schema.String),
  reply_text: /* @__PURE__ */ Maybe(Schema.String),
  reply_date: /* @__PURE__ */ Maybe(Schema.String)
})
export type Review = typeof Review.Type

/**
 * The review aggregate of a location: how many reviews and their average rating.
 *
 * @example
 * import { ReviewAggregate } from "@dealer/core/locations"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(ReviewAggregate, { average_rating: 4.7, count: 312 }, "reviews")
 */
export const ReviewAggregate = /* @__PURE__ */ Schema.Struct({
  average_rating: /* @__PURE__ */ Maybe(Rating),
  count: /* @__PURE__ */ Maybe(Count)
})
export type ReviewAggregate = typeof ReviewAggregate.Type

/**
 * A customer review of one location: the review with the id of the location it is about, as a
 * tenant's configuration lists them.
 *
 * @example
 * import { LocationReview } from "@dealer/core/locations"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(LocationReview, { location_id: 21, id: 1, customer_name: "Sam", rating: 5 }, "review")
 */
export const LocationReview = /* @__PURE__ */ Review.mapFields((fields) => ({
  location_id: Schema.Finite.check(Schema.isInt()),
  ...fields
}))
export type LocationReview = typeof LocationReview.Type
