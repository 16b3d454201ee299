import type { BrowserTenantData } from "@dealer/core"
import type { VehicleFinanceStrips } from "@dealer/core/finance"
import { Suspense } from "react"
import { tenantIsland } from "../tenant-island.tsx"
import { LenderStrips } from "../finance/lender-strips.tsx"

// The quote's statechart and API client load after the page is interactive.
const CarQuoteStrip = tenantIsland(() => import("./car-quote-strip.tsx").then((module) => module.CarQuoteStrip))

/** The sidebar's finance strips: the car's quote (requested once where the site asks for quotes), then the lenders'. */
export function CarFinanceStrips({
  tenant,
  carId,
  carPath,
  finance
}: {
  /** The tenant the page's loader sent, for the quote's flow. */
  readonly tenant: BrowserTenantData
  readonly carId: number
  readonly carPath: string
  readonly finance: VehicleFinanceStrips
}) {
  return (
    <>
      {finance.quoteCar ? (
        <Suspense fallback={null}>
          <CarQuoteStrip tenant={tenant} car={finance.quoteCar} />
        </Suspense>
      ) : null}
      <LenderStrips strips={finance.lenders} carId={carId} carPath={carPath} texts={finance.disclaimerTexts} />
    </>
  )
}
