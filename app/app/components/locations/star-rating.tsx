import type { StarsView } from "@dealer/core"

/**
 * Five stars, each filled as far as the rating reaches, then the rating with one decimal. The
 * stars are drawn for the eye; a screen reader hears the label.
 */
export function StarRating({ stars, countText }: { readonly stars: StarsView; readonly countText?: string }) {
  return (
    <p className="star-rating">
      <span className="visually-hidden">{stars.label}</span>
      <span className="star-rating__stars" aria-hidden="true">
        {stars.fills.map((fill, index) => (
          <span key={index} className="star-rating__star">
            <span className="star-rating__fill" style={{ width: `${Math.round(fill * 100)}%` }} />
          </span>
        ))}
      </span>
      <span className="star-rating__value" aria-hidden="true">
        {stars.ratingText}
      </span>
      {countText ? (
        <span className="star-rating__count" aria-hidden="true">
          {countText}
        </span>
      ) : null}
    </p>
  )
}
