import type { SnapshotFrom } from "xstate"
import type { financeDisclaimerMachine, FinanceDisclaimerEvent } from "./finance-disclaimer-machine.ts"

/** What the disclaimer trigger and dialog render, and their commands. */
export interface FinanceDisclaimerApi {
  readonly triggerLabel: string
  readonly open: boolean
  readonly title: string
  readonly closeLabel: string
  /** True while the lender's disclaimer loads; `loadingText` shows meanwhile. */
  readonly loading: boolean
  readonly loadingText: string
  /** The lender's disclaimer, else the generic one; null until loaded. */
  readonly text: string | null
  readonly show: () => void
  readonly close: () => void
}

/**
 * The finance disclaimer dialog view model: components read these fields and call `show` and
 * `close`; they never look at machine state names.
 *
 * @example
 * import { connectFinanceDisclaimer, financeDisclaimerMachine, type FinanceLenders } from "@dealer/core/finance"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor, fromPromise } from "xstate"
 *
 * const loadDisclaimer = fromPromise<FinanceLenders | null, { readonly carId: number }>(async () => ({ car_clarity: { disclaimer: "Rates from 6.29% p.a." } }))
 * const actor = createActor(financeDisclaimerMachine.provide({ actors: { loadDisclaimer } }), {
 *   input: { carId: 7, lender: "Car Clarity", texts: defaultTexts }
 * }).start()
 *
 * connectFinanceDisclaimer(actor.getSnapshot(), actor.send).show()
 * connectFinanceDisclaimer(actor.getSnapshot(), actor.send).open // => true
 */
export function connectFinanceDisclaimer(
  snapshot: SnapshotFrom<typeof financeDisclaimerMachine>,
  send: (event: FinanceDisclaimerEvent) => void
): FinanceDisclaimerApi {
  const { texts, lenderDisclaimer } = snapshot.context
  const loading = snapshot.matches({ content: "loading" })
  const settled = snapshot.matches({ content: "loaded" }) || snapshot.matches({ content: "failed" })
  return {
    triggerLabel: texts.financeDisclaimerButton,
    open: snapshot.matches({ dialog: "open" }),
    title: texts.financeDisclaimerTitle,
    closeLabel: texts.financeDisclaimerClose,
    loading,
    loadingText: texts.financeDisclaimerLoading,
    text: settled ? (lenderDisclaimer ?? texts.financeDisclaimer) : null,
    show: () => send({ type: "OPEN" }),
    close: () => send({ type: "CLOSE" })
  }
}
