import type { CarCardView } from "@dealer/core"
import { Link } from "react-router"
import { Price } from "../price.tsx"

/** The car being reserved: picture, title linking to its page, price and its tag (RESERVED, SOLD). */
export function CheckoutCarSummary({ car }: { readonly car: CarCardView }) {
  return (
    <section className="checkout-car" aria-labelledby="checkout-car-title">
      <div className="checkout-car__media">
        {car.imageUrl ? <img src={car.imageUrl} alt={car.title} width={320} height={200} /> : null}
      </div>
      <div>
        <h2 id="checkout-car-title" className="checkout-car__title">
          <Link to={car.href}>{car.title}</Link>
        </h2>
        {car.tag ? <span className={`car-card__tag car-card__tag--${car.tag.kind}`}>{car.tag.text}</span> : null}
        <Price price={car.price} />
      </div>
    </section>
  )
}
