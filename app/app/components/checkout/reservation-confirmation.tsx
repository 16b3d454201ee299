import type { ReservationView } from "@dealer/core"
import { Link } from "react-router"

export interface ReservationConfirmationProps {
  readonly title: string
  readonly reservation: ReservationView
  readonly garageLabel: string
  readonly garageHref: string
}

/** The shopper's own reservation of this car: what they hold until when, and a way to their garage. */
export function ReservationConfirmation({ title, reservation, garageLabel, garageHref }: ReservationConfirmationProps) {
  return (
    <section className="checkout-deposit checkout-deposit--done" aria-labelledby="checkout-reserved-heading">
      <h2 id="checkout-reserved-heading">{title}</h2>
      <p role="status">{reservation.confirmation}</p>
      <p>
        {reservation.depositText} {reservation.testModeText}
      </p>
      <p>
        <Link to={garageHref} className="button">
          {garageLabel}
        </Link>
      </p>
    </section>
  )
}
