import { carCard } from "@dealer/core"
import { exampleCar, exampleTenant } from "@dealer/core/testing"
import type { Story } from "@ladle/react"
import { FinanceCarSummary } from "./finance-car-summary.tsx"
import "../../styles/finance.css"

const now = new Date("2026-11-22T00:00:00Z")
const tenant = exampleTenant()

/** A Hilux ute with its picture, after the story's overrides. */
const Summary = ({ car = {} }: { readonly car?: Parameters<typeof exampleCar>[0] }) => (
  <div style={{ maxWidth: 720 }}>
    <FinanceCarSummary car={carCard(exampleCar({ primary_image_url: "/images/cars/ute.svg", ...car }), tenant, now)} />
  </div>
)

export const WithPicture: Story = () => <Summary />

export const WasAndNowPrice: Story = () => <Summary car={{ before_price: 55990 }} />

/** A car listed without a picture: the title and price alone. */
export const WithoutPicture: Story = () => <Summary car={{ primary_image_url: null }} />

/** A placeholder price: the tenant's no-price words instead of a figure. */
export const NoPrice: Story = () => <Summary car={{ price: 0 }} />
