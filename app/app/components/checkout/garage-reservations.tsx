import type { ReservationView } from "@dealer/core"
import { Price } from "../price.tsx"
import { SavedCarItem } from "../saved/saved-car-item.tsx"

export interface GarageReservationsProps {
  readonly heading: string
  readonly empty: string
  readonly reservations: ReadonlyArray<ReservationView>
}

/** The garage's reservations: each car with its hold's end (or that it has ended) and the deposit paid. */
export function GarageReservations({ heading, empty, reservations }: GarageReservationsProps) {
  return (
    <section className="saved__section" aria-labelledby="garage-reservations">
      <h2 id="garage-reservations">{heading}</h2>
      {reservations.length === 0 ? (
        <p className="saved__empty">{empty}</p>
      ) : (
        <ul className="saved__list garage-reservations">
          {reservations.map((reservation) =>
            reservation.car === null ? (
              <li key={reservation.id} className="saved-car">
                <p>{reservation.heldText}</p>
              </li>
            ) : (
              <SavedCarItem
                key={reservation.id}
                title={reservation.car.title}
                href={reservation.car.href}
                imageUrl={reservation.car.imageUrl}
                detail={<Price price={reservation.car.price} />}
              >
                <p className={reservation.held ? "garage-reservation__held" : "garage-reservation__ended"}>
                  {reservation.heldText}
                </p>
                <p className="garage-reservation__deposit">
                  {reservation.depositText} {reservation.testModeText}
                </p>
              </SavedCarItem>
            )
          )}
        </ul>
      )}
    </section>
  )
}
