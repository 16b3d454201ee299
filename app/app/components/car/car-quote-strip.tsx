import type { FinanceQuoteCar, YouxQuote, YouxQuoteRequest } from "@dealer/core/finance"
import { useFinanceQuote } from "@dealer/react"
import { createPlatformClient, type PlatformClient } from "@dealer/http"
import { Result } from "effect"
import { FinanceStrip, FinanceStripPlaceholder } from "../search/finance-strip.tsx"

let client: PlatformClient | null = null
const platform = () => (client ??= createPlatformClient({ baseUrl: "" }))

/** POST /api/youx/quote; any failure (or no quote) rejects, and the flow ignores it (section 8). */
async function requestQuote(request: YouxQuoteRequest): Promise<YouxQuote> {
  const result = await platform().finance.youxQuote(request)
  if (Result.isFailure(result) || result.success === null) throw new Error("no quote")
  return result.success
}

/**
 * The car's finance quote strip: the stored quote, or the one requested once for this car; while
 * it is requested, an unseen strip of its shape holds its place (so nothing below it moves).
 */
export function CarQuoteStrip({ car }: { readonly car: FinanceQuoteCar }) {
  const quote = useFinanceQuote(car, { requestQuote })
  if (quote.summary) return <FinanceStrip finance={quote.summary} />
  return quote.placeholder ? <FinanceStripPlaceholder finance={quote.placeholder} /> : null
}
