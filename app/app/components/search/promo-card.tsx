import type { WeWantYourCarCard } from "@dealer/core"
import { Link } from "react-router"

/** A promo card among the results (e.g. "We Want Your Car!"). */
export function PromoCard({ promo }: { readonly promo: WeWantYourCarCard }) {
  return (
    <aside className="promo-card" aria-label={promo.title}>
      <h2 className="promo-card__title">{promo.title}</h2>
      <Link to={promo.href} className="button">
        {promo.buttonText}
      </Link>
    </aside>
  )
}
