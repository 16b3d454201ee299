import type { FinanceQuoteCar, YouxQuote, YouxQuoteRequest } from "@dealer/core/finance"
import { useFinanceQuote } from "@dealer/react"
import { createPlatformClient, type PlatformClient } from "@dealer/http"
import { Result } from "effect"
import { FinanceStrip } from "../search/finance-strip.tsx"
import "../../styles/finance-strips.css"

let client: PlatformClient | null = null
const platform = () => (client ??= createPlatformClient({ baseUrl: "" }))

/** POST /api/youx/quote; any failure (or no quote) rejects, and the flow ignores it (section 8). */
async function requestQuote(request: YouxQuoteRequest): Promise<YouxQuote> {
  const result = await platform().finance.youxQuote(request)
  if (Result.isFailure(result) || result.success === null) throw new Error("no quote")
  return result.success
}

/** The car's finance quote strip: the stored quote, or the one requested once for this car. */
export function CarQuoteStrip({ car }: { readonly car: FinanceQuoteCar }) {
  const quote = useFinanceQuote(car, { requestQuote })
  return quote.summary ? <FinanceStrip finance={quote.summary} /> : null
}
