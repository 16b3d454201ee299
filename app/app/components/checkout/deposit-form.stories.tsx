import { checkoutView, resolveTenant, type CheckoutKind, type PaymentMode } from "@dealer/core"
import { exampleCar } from "@dealer/core/testing"
import { loadTenant, metroMotorGroup } from "@dealer/fixtures"
import type { Story } from "@ladle/react"
import { DepositForm } from "./deposit-form.tsx"
import "../../styles/checkout.css"

// The fixture group reserves cars online and sells used cars (and new Kia and MG) online.
const tenant = resolveTenant(loadTenant(metroMotorGroup, "story tenant metro-motor-group"))
const now = new Date("2026-11-22T00:00:00Z")

const Deposit = ({
  car = {},
  kind = "reserve",
  mode = "test",
  error = null,
  busy = false
}: {
  readonly car?: Parameters<typeof exampleCar>[0]
  readonly kind?: CheckoutKind
  readonly mode?: PaymentMode
  readonly error?: string | null
  readonly busy?: boolean
}) => {
  const hilux = exampleCar(car)
  return (
    <main className="checkout">
      <DepositForm view={checkoutView(hilux, kind, tenant, mode, now)} carId={hilux.id} error={error} busy={busy} />
    </main>
  )
}

export const ReserveInTestMode: Story = () => <Deposit />

export const BuyOnlineLive: Story = () => <Deposit kind="online-purchase" mode="live" />

export const Paying: Story = () => <Deposit busy />

/** The provider declined the deposit: the refusal above the button, which stays to try again. */
export const PaymentDeclined: Story = () => <Deposit mode="live" error={tenant.texts.checkoutPaymentDeclined} />

/** Someone else holds the car: the reason, and no pay button. */
export const AlreadyReserved: Story = () => <Deposit car={{ reserved: true }} />

/** A new car of a make the group does not sell online: not offered this way. */
export const NotOfferedOnline: Story = () => (
  <Deposit kind="online-purchase" car={{ car_type: "new", make: "Toyota" }} />
)
