import {
  connectFinanceDisclaimer,
  financeDisclaimerMachine,
  type FinanceDisclaimerApi,
  type FinanceLenders
} from "@dealer/core/finance"
import { useMachine } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface FinanceDisclaimerServices {
  /** Fetches the car's finance details (its `finance_lenders`) by car id. */
  readonly loadDisclaimer: (carId: number) => Promise<FinanceLenders | null>
}

/**
 * The finance disclaimer dialog of a lender's strip: the disclaimer loads on the first opening.
 *
 * @example
 * const disclaimer = useFinanceDisclaimer({ carId: car.id, lender: "Car Clarity" }, { loadDisclaimer: api.carFinance })
 */
export function useFinanceDisclaimer(
  input: { readonly carId: number; readonly lender: string },
  services: FinanceDisclaimerServices
): FinanceDisclaimerApi {
  const { texts } = useTenant()
  const [machine] = useState(() =>
    financeDisclaimerMachine.provide({
      actors: { loadDisclaimer: fromPromise(({ input: { carId } }) => services.loadDisclaimer(carId)) }
    })
  )
  const [snapshot, send] = useMachine(machine, { input: { ...input, texts } })
  return connectFinanceDisclaimer(snapshot, send)
}
