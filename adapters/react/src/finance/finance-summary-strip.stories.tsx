import type { FinanceDisclaimerApi, FinanceLenders, FinanceQuoteCar, YouxQuote } from "@dealer/core/finance"
import { exampleTenant } from "@dealer/core/testing"
import type { Story } from "@ladle/react"
import { useEffect } from "react"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { FinanceSummaryStrip } from "./finance-summary-strip.tsx"
import { useFinanceDisclaimer } from "./use-finance-disclaimer.ts"
import { useFinanceQuote } from "./use-finance-quote.ts"

const car: FinanceQuoteCar = { id: 7, price: 40_000, year: 2022, vin: "JTMABC123", nvic: null, youxQuote: null }
const quote: YouxQuote = { weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 }
const lenders: FinanceLenders = {
  car_clarity: {
    disclaimer: "Car Clarity: rates from 6.29% p.a. (comparison rate 8.19% p.a.). Approval criteria apply."
  }
}
const tenant = exampleTenant({ finance: { youx_quote_enabled: true } })

interface StripServices {
  readonly requestQuote: () => Promise<YouxQuote>
  readonly loadDisclaimer: () => Promise<FinanceLenders | null>
}

const answers: StripServices = { requestQuote: async () => quote, loadDisclaimer: async () => lenders }
const never = <T,>() => new Promise<T>(() => undefined)
const fails = <T,>() => Promise.reject<T>(new Error("service unavailable"))

function Strip({ services, open = false }: { readonly services: StripServices; readonly open?: boolean }) {
  const quoted = useFinanceQuote(car, services)
  const disclaimer: FinanceDisclaimerApi = useFinanceDisclaimer({ carId: car.id, lender: "Car Clarity" }, services)
  useEffect(() => {
    if (open) disclaimer.show()
  }, [])
  return (
    <>
      <FinanceSummaryStrip summary={quoted.summary} disclaimer={disclaimer} />
      {quoted.summary ? null : <p>(No quote: the strip shows nothing.)</p>}
    </>
  )
}

const InTenant = (props: { readonly services: StripServices; readonly open?: boolean }) => (
  <TenantProvider tenant={tenant}>
    <Strip {...props} />
  </TenantProvider>
)

export const WithQuote: Story = () => <InTenant services={answers} />

export const WithoutQuote: Story = () => <InTenant services={{ ...answers, requestQuote: fails }} />

export const DialogOpen: Story = () => <InTenant services={answers} open />

export const DisclaimerLoading: Story = () => <InTenant services={{ ...answers, loadDisclaimer: never }} open />

export const DisclaimerFailed: Story = () => <InTenant services={{ ...answers, loadDisclaimer: fails }} open />
