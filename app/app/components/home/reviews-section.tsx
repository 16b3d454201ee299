import type { HomeReviewsView } from "@dealer/core"
import { StarRating } from "../locations/star-rating.tsx"

/** The review summary: each location's stars, rating and review count, linking to its reviews. */
export function ReviewsSection({ reviews, id }: { readonly reviews: HomeReviewsView; readonly id: string }) {
  const headingId = `${id}-heading`
  return (
    <section className="home-reviews home-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section__heading">
        {reviews.heading}
      </h2>
      <ul className="home-reviews__list">
        {reviews.locations.map((location) => (
          <li key={location.id} className="home-reviews__item">
            <h3 className="home-reviews__name">{location.name}</h3>
            <StarRating stars={location.rating} countText={location.rating.countText} />
            <a className="home-reviews__link" href={location.link.href}>
              {location.link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
