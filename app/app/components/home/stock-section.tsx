import type { HomeStockSectionView } from "@dealer/core"
import { Link } from "react-router"
import { CarCard } from "../car-card.tsx"

/**
 * A row of cars (featured, new arrivals, current offers): the shared car cards in a row a phone
 * swipes through, and a link to the rest of those cars.
 */
export function StockSection({ stock, id, kind }: { readonly stock: HomeStockSectionView; readonly id: string; readonly kind: string }) {
  const headingId = `${id}-heading`
  return (
    <section className={`home-stock home-stock--${kind} home-section`} aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId} className="home-section__heading">
          {stock.heading}
        </h2>
        <Link className="home-section__more" to={stock.link.href}>
          {stock.link.label}
        </Link>
      </div>
      <ul className="home-stock__cards">
        {stock.cards.map((card) => (
          <li key={card.id} className="home-stock__card">
            <CarCard card={card} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
