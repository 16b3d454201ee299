import type { CarCardView } from "@dealer/core"
import { Link } from "react-router"
import { Price } from "../price.tsx"

/** The car a finance page is about: its picture, its title linking to its page, and its price. */
export function FinanceCarSummary({ car }: { readonly car: CarCardView }) {
  return (
    <section className="finance-car" aria-labelledby="finance-car-title">
      {car.imageUrl ? (
        <img className="finance-car__image" src={car.imageUrl} alt={car.title} width={320} height={200} />
      ) : null}
      <div>
        <h2 id="finance-car-title" className="finance-car__title">
          <Link to={car.href}>{car.title}</Link>
        </h2>
        <Price price={car.price} />
      </div>
    </section>
  )
}
