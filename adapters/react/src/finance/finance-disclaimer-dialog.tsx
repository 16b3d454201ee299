import type { FinanceDisclaimerApi } from "@dealer/core/finance"
import { useEffect, useId, useRef } from "react"

/**
 * The finance disclaimer dialog: a labelled modal dialog that takes focus on its close button, closes
 * on Escape or Close, and shows the loading line until the disclaimer is there.
 *
 * @example
 * <FinanceDisclaimerDialog disclaimer={useFinanceDisclaimer({ carId, lender }, services)} />
 */
export function FinanceDisclaimerDialog({ disclaimer }: { readonly disclaimer: FinanceDisclaimerApi }) {
  const id = useId()
  const closeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (disclaimer.open) closeRef.current?.focus()
  }, [disclaimer.open])
  if (!disclaimer.open) return null
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-busy={disclaimer.loading}
      className="dialog"
      onKeyDown={(event) => {
        if (event.key === "Escape") disclaimer.close()
      }}
    >
      <h2 id={`${id}-title`}>{disclaimer.title}</h2>
      <p>{disclaimer.loading ? disclaimer.loadingText : disclaimer.text}</p>
      <button ref={closeRef} type="button" onClick={disclaimer.close}>
        {disclaimer.closeLabel}
      </button>
    </div>
  )
}
