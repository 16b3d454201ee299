import { checkoutView, resolveTenant } from "@dealer/core"
import { exampleCar } from "@dealer/core/testing"
import { loadTenant, metroMotorGroup } from "@dealer/fixtures"
import type { Story } from "@ladle/react"
import { CheckoutCarSummary } from "./checkout-car-summary.tsx"
import "../../styles/checkout.css"

const tenant = resolveTenant(loadTenant(metroMotorGroup, "story tenant metro-motor-group"))
const now = new Date("2026-11-22T00:00:00Z")

/** The car as the checkout page's view shows it, after the story's overrides. */
const Summary = ({ car = {} }: { readonly car?: Parameters<typeof exampleCar>[0] }) => (
  <main className="checkout">
    <CheckoutCarSummary
      car={
        checkoutView(exampleCar({ primary_image_url: "/images/cars/ute.svg", ...car }), "reserve", tenant, "test", now)
          .car
      }
    />
  </main>
)

export const Reservable: Story = () => <Summary />

export const WasAndNowPrice: Story = () => <Summary car={{ before_price: 55990 }} />

/** Reserved meanwhile: the card's RESERVED tag beside the price. */
export const Reserved: Story = () => <Summary car={{ reserved: true }} />

export const WithoutPicture: Story = () => <Summary car={{ primary_image_url: null }} />
