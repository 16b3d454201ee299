import {
  connectFinanceDisclaimer,
  financeDisclaimerMachine,
  type FinanceDisclaimerApi,
  type FinanceDisclaimerTexts,
  type FinanceLenders
} from "@dealer/core/finance"
import { useMachine } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { useTenantOrNull } from "../tenant/tenant-provider.tsx"

export interface FinanceDisclaimerServices {
  /** Fetches the car's finance details (its `finance_lenders`) by car id. */
  readonly loadDisclaimer: (carId: number) => Promise<FinanceLenders | null>
}

/**
 * The finance disclaimer dialog of a lender's strip: the disclaimer loads on the first opening.
 * Its texts are the tenant's, or those given (a page without `TenantProvider`).
 *
 * @example
 * const disclaimer = useFinanceDisclaimer({ carId: car.id, lender: "Car Clarity" }, { loadDisclaimer: api.carFinance })
 */
export function useFinanceDisclaimer(
  input: { readonly carId: number; readonly lender: string; readonly texts?: FinanceDisclaimerTexts },
  services: FinanceDisclaimerServices
): FinanceDisclaimerApi {
  const tenant = useTenantOrNull()
  const texts = input.texts ?? tenant?.texts
  if (!texts) throw new Error("useFinanceDisclaimer needs <TenantProvider> or its texts")
  const [machine] = useState(() =>
    financeDisclaimerMachine.provide({
      actors: { loadDisclaimer: fromPromise(({ input: { carId } }) => services.loadDisclaimer(carId)) }
    })
  )
  const [snapshot, send] = useMachine(machine, { input: { carId: input.carId, lender: input.lender, texts } })
  return connectFinanceDisclaimer(snapshot, send)
}
