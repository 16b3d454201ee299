import { garagePath, reservationHeldUntil, reservationView, resolveTenant, type Reservation } from "@dealer/core"
import { exampleCar } from "@dealer/core/testing"
import { loadTenant, metroMotorGroup } from "@dealer/fixtures"
import type { Story } from "@ladle/react"
import { ReservationConfirmation } from "./reservation-confirmation.tsx"
import "../../styles/checkout.css"

const tenant = resolveTenant(loadTenant(metroMotorGroup, "story tenant metro-motor-group"))
const paidAt = new Date("2026-11-22T01:30:00Z")
const hilux = exampleCar({ primary_image_url: "/images/cars/ute.svg" })

/** The shopper's deposit on the Hilux as the reservations store keeps it, just paid. */
const reservation = (testMode: boolean): Reservation => ({
  id: 1,
  tenantSlug: tenant.slug,
  userId: 1,
  carId: hilux.id,
  deposit: tenant.stock.reserve_deposit,
  paymentReference: testMode ? "test_dep_0001" : "pay_dep_0001",
  testMode,
  createdAt: paidAt,
  heldUntil: reservationHeldUntil(paidAt, tenant.stock.reserve_hold_hours),
  releasedAt: null
})

const Confirmation = ({ testMode }: { readonly testMode: boolean }) => (
  <main className="checkout">
    <ReservationConfirmation
      title={tenant.texts.checkoutReservedTitle}
      reservation={reservationView(reservation(testMode), hilux, tenant, paidAt)}
      garageLabel={tenant.texts.checkoutViewGarage}
      garageHref={garagePath(tenant.session)}
    />
  </main>
)

export const ReservedInTestMode: Story = () => <Confirmation testMode />

export const ReservedLive: Story = () => <Confirmation testMode={false} />
