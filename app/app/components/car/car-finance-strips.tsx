import type { VehicleFinanceStrips } from "@dealer/core/finance"
import { Suspense } from "react"
import { deferredComponent } from "../deferred-component.tsx"
import { LenderStrips } from "../finance/lender-strips.tsx"

// The quote's statechart and API client load after the page is interactive.
const CarQuoteStrip = deferredComponent(() => import("./car-quote-strip.tsx").then((module) => module.CarQuoteStrip))

/** The sidebar's finance strips: the car's quote (requested once where the site asks for quotes), then the lenders'. */
export function CarFinanceStrips({
  carId,
  carPath,
  finance
}: {
  readonly carId: number
  readonly carPath: string
  readonly finance: VehicleFinanceStrips
}) {
  return (
    <>
      {finance.quoteCar ? (
        <Suspense fallback={null}>
          <CarQuoteStrip car={finance.quoteCar} />
        </Suspense>
      ) : null}
      <LenderStrips strips={finance.lenders} carId={carId} carPath={carPath} texts={finance.disclaimerTexts} />
    </>
  )
}
