import type { CarCardView } from "@dealer/core"
import { Link } from "react-router"
import { CarCard } from "../car-card.tsx"

/** Up to 6 similar cars; when there are none (or they could not be found), a filtered search. */
export function SimilarCars({
  title,
  cards,
  searchLink
}: {
  readonly title: string
  readonly cards: ReadonlyArray<CarCardView>
  readonly searchLink: { readonly href: string; readonly label: string }
}) {
  return (
    <section className="car-section similar-cars" aria-labelledby="similar-cars">
      <h2 id="similar-cars">{title}</h2>
      {cards.length > 0 ? (
        <div className="card-grid">
          {cards.map((card) => (
            <CarCard key={card.id} card={card} />
          ))}
        </div>
      ) : null}
      <p>
        <Link to={searchLink.href} className="similar-cars__search">
          {searchLink.label}
        </Link>
      </p>
    </section>
  )
}
