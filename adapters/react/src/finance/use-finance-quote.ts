import {
  connectFinanceQuote,
  financeQuoteMachine,
  type FinanceQuoteApi,
  type FinanceQuoteCar,
  type YouxQuote,
  type YouxQuoteRequest
} from "@dealer/core/finance"
import { useMachine } from "@xstate/react"
import { useEffect, useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface FinanceQuoteServices {
  /** Posts the quote request (`POST /api/youx/quote`) and resolves with the decoded quote. */
  readonly requestQuote: (request: YouxQuoteRequest) => Promise<YouxQuote>
}

/**
 * A car's finance quote: requested once when the tenant's quote switch is on and the car has none;
 * failures leave the strip without a quote.
 *
 * @example
 * const quote = useFinanceQuote(car, { requestQuote: api.youxQuote })
 * <FinanceSummaryStrip summary={quote.summary} disclaimer={disclaimer} />
 */
export function useFinanceQuote(car: FinanceQuoteCar, services: FinanceQuoteServices): FinanceQuoteApi {
  const tenant = useTenant()
  const [machine] = useState(() =>
    financeQuoteMachine.provide({ actors: { requestQuote: fromPromise(({ input }) => services.requestQuote(input)) } })
  )
  const [snapshot, send] = useMachine(machine, {
    input: {
      car,
      quote: {
        enabled: tenant.finance.youx_quote_enabled,
        whoIsHelping: tenant.finance.youx_who_is_helping ?? tenant.name
      },
      texts: tenant.texts
    }
  })
  const quote = connectFinanceQuote(snapshot, send)
  const { showCar } = quote
  // The machine started with the first car; a strip reused for another car moves with it.
  useEffect(() => {
    if (snapshot.context.car.id !== car.id) showCar(car)
  }, [car, showCar, snapshot.context.car.id])
  return quote
}
