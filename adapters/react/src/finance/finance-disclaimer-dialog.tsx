import type { FinanceDisclaimerApi } from "@dealer/core/finance"
import { Dialog } from "../forms/dialog.tsx"

/**
 * The finance disclaimer dialog, on the site's modal `Dialog` (focus kept inside, Escape or Close
 * closes it and gives focus back to the trigger, the page behind inert): the loading line shows
 * until the disclaimer, fetched on the first opening, is there.
 *
 * @example
 * <FinanceDisclaimerDialog disclaimer={useFinanceDisclaimer({ carId, lender }, services)} />
 */
export function FinanceDisclaimerDialog({ disclaimer }: { readonly disclaimer: FinanceDisclaimerApi }) {
  return (
    <Dialog open={disclaimer.open} onClose={disclaimer.close} title={disclaimer.title} closeLabel={disclaimer.closeLabel}>
      <p className="finance-disclaimer-dialog__text" aria-busy={disclaimer.loading} aria-live="polite">
        {disclaimer.loading ? disclaimer.loadingText : disclaimer.text}
      </p>
    </Dialog>
  )
}
