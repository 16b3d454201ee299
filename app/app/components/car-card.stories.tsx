import { carCard, youxQuoteStripView, type Car } from "@dealer/core"
import { exampleCar, exampleTenant } from "@dealer/core/testing"
import type { Story } from "@ladle/react"
import { CarCard } from "./car-card.tsx"

const now = new Date("2026-11-22T00:00:00Z")
const tenant = exampleTenant({ stock: { ev_fuel_tag: true } })
const hilux = exampleCar({
  before_price: 55990,
  created_at: "2026-11-20T00:00:00Z",
  primary_image_url: "/images/cars/ute.svg"
})

const Grid = ({ cars }: { cars: ReadonlyArray<Car> }) => (
  <div className="card-grid" style={{ maxWidth: 900 }}>
    {cars.map((car) => (
      <CarCard key={car.id} card={carCard(car, tenant, now)} />
    ))}
  </div>
)

export const JustArrivedWithWasPrice: Story = () => <Grid cars={[hilux]} />

export const EveryTag: Story = () => (
  <Grid
    cars={[
      { ...hilux, id: 2, fuel: "Electric", make: "Kia", model: "EV6", badge: "GT-Line", primary_image_url: "/images/cars/suv.svg" },
      { ...hilux, id: 3, reserved: true },
      { ...hilux, id: 4, tag: "Special Offer", created_at: "2026-01-01T00:00:00Z" },
      { ...hilux, id: 5, status: "coming_soon", created_at: "2026-01-01T00:00:00Z" },
      { ...hilux, id: 6, status: "sold" }
    ]}
  />
)

export const NoPriceAndPreorder: Story = () => (
  <Grid cars={[{ ...hilux, id: 7, price: 0, before_price: null }, { ...hilux, id: 8, price: 0, preorder: true }]} />
)

export const WithFinanceStrip: Story = () => (
  <div className="card-grid" style={{ maxWidth: 900 }}>
    <CarCard
      card={carCard(hilux, tenant, now)}
      finance={youxQuoteStripView({ weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 }, 49990, tenant.texts)}
    />
  </div>
)
