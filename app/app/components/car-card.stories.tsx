import { carCard, decodeOrThrow, resolveTenant, TenantConfig, Car } from "@dealer/core"
import type { Story } from "@ladle/react"
import { CarCard } from "./car-card.tsx"

const now = new Date("2026-11-22T00:00:00Z")
const tenant = resolveTenant(
  decodeOrThrow(
    TenantConfig,
    { id: 1, slug: "story-motors", name: "Story Motors", locations: [], features: { ev_fuel_tag: true } },
    "story tenant"
  )
)
const hilux = decodeOrThrow(
  Car,
  {
    id: 1,
    slug: "2022-toyota-hilux-sr5-t1234",
    year: 2022,
    make: "Toyota",
    model: "Hilux",
    badge: "SR5",
    series: "GUN126R",
    car_type: "used",
    status: "in_stock",
    simple_body: "Ute",
    simple_transmission: "Automatic",
    stocknum: "T1234",
    price: 52990,
    before_price: 55990,
    km: 45120,
    created_at: "2026-11-20T00:00:00Z",
    primary_image_url: "/images/cars/ute.svg"
  },
  "story car"
)

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
