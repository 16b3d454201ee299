import type { AnalyticsEvent } from "@dealer/core/analytics"
import {
  connectFinanceCalculator,
  financeCalculatorMachine,
  type FinanceCalculatorApi,
  type FinanceCalculatorCar
} from "@dealer/core/finance"
import { useMachine } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface FinanceCalculatorServices {
  /** Records an analytics event (the calculator's first use, id 26). */
  readonly track: (event: AnalyticsEvent) => Promise<void>
}

export interface FinanceCalculatorOptions {
  /** The car on a vehicle page; none on the finance page. */
  readonly car?: FinanceCalculatorCar | null
  /** The rate of the car's lender record, for dealers using lender rates. */
  readonly lenderRate?: number | null
  /** The disclaimer under the calculator: the tenant's generic finance disclaimer unless given; null for none. */
  readonly disclaimer?: string | null
}

/**
 * The finance calculator flow with the tenant's finance settings and texts.
 *
 * @example
 * const calculator = useFinanceCalculator({ car: { id, price, car_type, vin } }, { track: analytics.record })
 * <FinanceCalculator calculator={calculator} />
 */
export function useFinanceCalculator(
  options: FinanceCalculatorOptions,
  services: FinanceCalculatorServices
): FinanceCalculatorApi {
  const { finance, texts } = useTenant()
  const [machine] = useState(() =>
    financeCalculatorMachine.provide({ actors: { track: fromPromise(({ input }) => services.track(input)) } })
  )
  const [snapshot, send] = useMachine(machine, {
    input: {
      car: options.car ?? null,
      lenderRate: options.lenderRate ?? null,
      disclaimer: options.disclaimer === undefined ? texts.financeDisclaimer : options.disclaimer,
      settings: finance,
      texts
    }
  })
  return connectFinanceCalculator(snapshot, send)
}
