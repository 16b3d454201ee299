import type { LocationDetailView } from "@dealer/core"
import { StarRating } from "./star-rating.tsx"

type ReviewsView = NonNullable<LocationDetailView["reviews"]>

/** A location's rating and the reviews rated at least the tenant's minimum. */
export function LocationReviews({ reviews }: { readonly reviews: ReviewsView }) {
  return (
    <section className="location-reviews" aria-labelledby="location-reviews-heading">
      <h2 id="location-reviews-heading">{reviews.heading}</h2>
      <StarRating stars={reviews.summary} countText={reviews.summary.countText} />
      {reviews.items.length > 0 ? (
        <ul className="location-reviews__list">
          {reviews.items.map((review) => (
            <li key={review.key} className="review">
              {review.author ? <h3 className="review__author">{review.author}</h3> : null}
              <StarRating stars={review.stars} />
              {review.date ? <p className="review__date">{review.date}</p> : null}
              {review.text ? <p className="review__text">{review.text}</p> : null}
              {review.reply ? (
                <div className="review__reply">
                  <p className="review__reply-heading">{review.reply.heading}</p>
                  <p>{review.reply.text}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
