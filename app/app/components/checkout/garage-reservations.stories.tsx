import { reservationHeldUntil, reservationView, resolveTenant, type Car, type Reservation } from "@dealer/core"
import { exampleCar } from "@dealer/core/testing"
import { loadTenant, metroMotorGroup } from "@dealer/fixtures"
import type { Story } from "@ladle/react"
import { exampleSuv } from "../story-cars.ts"
import { GarageReservations } from "./garage-reservations.tsx"
import "../../styles/checkout.css"
import "../../styles/saved.css"

const tenant = resolveTenant(loadTenant(metroMotorGroup, "story tenant metro-motor-group"))
const now = new Date("2026-11-22T00:00:00Z")
const hour = 3_600_000
const hilux = exampleCar({ primary_image_url: "/images/cars/ute.svg" })
const sportage = exampleSuv

/** A deposit as the reservations store keeps it, paid `hoursAgo` before the garage is opened. */
const paid = (
  id: number,
  car: Pick<Car, "id">,
  hoursAgo: number,
  overrides: Partial<Reservation> = {}
): Reservation => {
  const paidAt = new Date(now.getTime() - hoursAgo * hour)
  return {
    id,
    tenantSlug: tenant.slug,
    userId: 1,
    carId: car.id,
    deposit: tenant.stock.reserve_deposit,
    paymentReference: `test_dep_000${id}`,
    testMode: true,
    createdAt: paidAt,
    heldUntil: reservationHeldUntil(paidAt, tenant.stock.reserve_hold_hours),
    releasedAt: null,
    ...overrides
  }
}

const Garage = ({ reservations }: { readonly reservations: ReadonlyArray<readonly [Reservation, Car | null]> }) => (
  <main className="saved garage" style={{ maxWidth: 760 }}>
    <GarageReservations
      heading={tenant.texts.garageReservationsHeading}
      empty={tenant.texts.garageReservationsEmpty}
      reservations={reservations.map(([reservation, car]) => reservationView(reservation, car, tenant, now))}
    />
  </main>
)

export const HeldAndEnded: Story = () => (
  <Garage
    reservations={[
      [paid(1, hilux, 2), hilux],
      [paid(2, sportage, 24 * 10, { testMode: false, paymentReference: "pay_dep_0002" }), sportage]
    ]}
  />
)

/** A released hold reads as ended, even before its 48 hours ran out. */
export const ReleasedEarly: Story = () => (
  <Garage reservations={[[paid(3, hilux, 5, { releasedAt: new Date(now.getTime() - hour) }), hilux]]} />
)

/** The reserved car is no longer listed: only the hold's line. */
export const CarNoLongerListed: Story = () => <Garage reservations={[[paid(4, { id: 99 }, 30), null]]} />

export const NoReservations: Story = () => <Garage reservations={[]} />
