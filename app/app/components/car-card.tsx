import type { CarCardView } from "@dealer/core"
import { Link } from "react-router"
import { Price } from "./price.tsx"

/** A search card: image, tag, title, chips and price, all from core's card view model. */
export function CarCard({ card }: { readonly card: CarCardView }) {
  return (
    <article className={`car-card${card.available ? "" : " car-card--sold"}`} data-car-id={card.id}>
      <Link to={card.href} className="car-card__link">
        <div className="car-card__media">
          {card.imageUrl ? <img src={card.imageUrl} alt={card.title} loading="lazy" width={640} height={400} /> : null}
          {card.tag ? <span className={`car-card__tag car-card__tag--${card.tag.kind}`}>{card.tag.text}</span> : null}
        </div>
        <h2 className="car-card__title">{card.title}</h2>
      </Link>
      <ul className="car-card__chips">
        {card.chips.map((chip) => (
          <li key={chip}>{chip}</li>
        ))}
      </ul>
      <Price price={card.price} />
    </article>
  )
}
