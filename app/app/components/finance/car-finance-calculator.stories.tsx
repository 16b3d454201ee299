import { currentPrice, resolveTenant, type Car, type Tenant } from "@dealer/core"
import type { FinanceCalculatorCar } from "@dealer/core/finance"
import { exampleCar } from "@dealer/core/testing"
import { harbourNissan, loadTenant, westsideUsedCars } from "@dealer/fixtures"
import { TenantProvider } from "@dealer/react"
import type { Story } from "@ladle/react"
import { CarFinanceCalculator } from "./car-finance-calculator.tsx"
import "../../styles/car.css"
import "../../styles/finance.css"

// Westside sets its own rates and fees; Harbour Nissan quotes monthly repayments only.
const westside = resolveTenant(loadTenant(westsideUsedCars, "story tenant westside-used-cars"))
const harbour = resolveTenant(loadTenant(harbourNissan, "story tenant harbour-nissan"))

/** The calculator's car as the finance page's loader hands it over: the car's current price. */
const calculatorCar = (car: Car): FinanceCalculatorCar => ({
  id: car.id,
  price: currentPrice(car),
  car_type: car.car_type,
  vin: car.vin ?? null
})
const hilux = exampleCar({ vin: "MR0FZ29G201234567" })

const Calculator = ({ tenant, car }: { readonly tenant: Tenant; readonly car: FinanceCalculatorCar | null }) => (
  <TenantProvider tenant={tenant}>
    <section className="finance-page__calculator" style={{ maxWidth: 560 }}>
      <h2>{tenant.texts.financePageTitle}</h2>
      <CarFinanceCalculator car={car} />
    </section>
  </TenantProvider>
)

export const PresetFromTheCar: Story = () => <Calculator tenant={westside} car={calculatorCar(hilux)} />

export const OfferPriceFirst: Story = () => (
  <Calculator tenant={westside} car={calculatorCar(exampleCar({ price: 52990, offer_price: 47990 }))} />
)

/** The finance page without a car: the tenant's default amount. */
export const WithoutACar: Story = () => <Calculator tenant={westside} car={null} />

export const MonthlyOnlyTenant: Story = () => (
  <Calculator
    tenant={harbour}
    car={calculatorCar(exampleCar({ make: "Nissan", model: "X-Trail", badge: "ST-L", price: 41990 }))}
  />
)

/** A price too small to lend against: the calculator asks the shopper to enquire instead. */
export const TooSmallToFinance: Story = () => (
  <Calculator tenant={westside} car={calculatorCar(exampleCar({ price: 1200 }))} />
)
