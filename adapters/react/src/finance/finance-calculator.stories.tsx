import type { FinanceCalculatorApi, FinanceCalculatorCar } from "@dealer/core/finance"
import { exampleTenant } from "@dealer/core/testing"
import type { Story } from "@ladle/react"
import { useEffect, type ReactNode } from "react"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { FinanceCalculator } from "./finance-calculator.tsx"
import { useFinanceCalculator } from "./use-finance-calculator.ts"

type FinanceOverrides = NonNullable<Parameters<typeof exampleTenant>[0]>["finance"]

const services = { track: async () => undefined }
const hilux: FinanceCalculatorCar = { id: 7, price: 45_990, car_type: "used", vin: "JTMABC123" }

function Calculator({
  car = null,
  lenderRate = null,
  onStart
}: {
  readonly car?: FinanceCalculatorCar | null
  readonly lenderRate?: number | null
  /** What the shopper does first, to show a later state. */
  readonly onStart?: (calculator: FinanceCalculatorApi) => void
}) {
  const calculator = useFinanceCalculator({ car, lenderRate }, services)
  useEffect(() => onStart?.(calculator), [])
  return <FinanceCalculator calculator={calculator} />
}

const Tenant = ({ finance = {}, children }: { readonly finance?: FinanceOverrides; readonly children: ReactNode }) => (
  <TenantProvider tenant={exampleTenant({ finance })}>{children}</TenantProvider>
)

export const Default: Story = () => (
  <Tenant>
    <Calculator />
  </Tenant>
)

export const WithACar: Story = () => (
  <Tenant>
    <Calculator car={hilux} />
  </Tenant>
)

export const AtTheBounds: Story = () => (
  <Tenant>
    <Calculator car={{ ...hilux, price: 150_000 }} />
  </Tenant>
)

export const MonthlyOnly: Story = () => (
  <Tenant finance={{ monthly_only: true }}>
    <Calculator car={hilux} />
  </Tenant>
)

export const InterestHidden: Story = () => (
  <Tenant finance={{ uses_lender_rates: true }}>
    <Calculator car={hilux} lenderRate={6.29} />
  </Tenant>
)

export const EnquireForFinance: Story = () => (
  <Tenant>
    <Calculator car={{ ...hilux, price: 1_200 }} />
  </Tenant>
)

export const DisclaimerCollapsed: Story = () => (
  <Tenant finance={{ disclaimer_collapsible: true }}>
    <Calculator car={hilux} />
  </Tenant>
)

export const DisclaimerExpanded: Story = () => (
  <Tenant finance={{ disclaimer_collapsible: true }}>
    <Calculator car={hilux} onStart={(calculator) => calculator.disclaimer?.toggle?.press()} />
  </Tenant>
)
