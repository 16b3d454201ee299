import type { FinanceDisclaimerApi, FinanceStripSummary } from "@dealer/core/finance"
import { useEffect, useRef } from "react"
import { FinanceDisclaimerDialog } from "./finance-disclaimer-dialog.tsx"

/**
 * A finance summary strip (section 2): the payment and its figures (from a car's quote, or a lender
 * record's `lenderSummaryView`), and the disclaimer trigger with its dialog. Nothing shows without a
 * summary. Focus returns to the trigger when the dialog closes.
 *
 * @example
 * <FinanceSummaryStrip summary={useFinanceQuote(car, services).summary} disclaimer={useFinanceDisclaimer(input, services)} />
 */
export function FinanceSummaryStrip({
  summary,
  disclaimer,
  className
}: {
  readonly summary: FinanceStripSummary | null
  readonly disclaimer?: FinanceDisclaimerApi
  readonly className?: string
}) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  const open = disclaimer?.open ?? false
  useEffect(() => {
    if (wasOpen.current && !open) triggerRef.current?.focus()
    wasOpen.current = open
  }, [open])
  if (!summary) return null
  return (
    <div className={className}>
      {summary.payment ? (
        <p className="finance-strip-payment">
          <strong>{summary.payment.text}</strong>
          {summary.payment.suffix}
        </p>
      ) : null}
      <dl className="finance-strip-items">
        {summary.items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
      {disclaimer ? (
        <>
          <button
            ref={triggerRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={disclaimer.open}
            onClick={disclaimer.show}
          >
            {disclaimer.triggerLabel}
          </button>
          <FinanceDisclaimerDialog disclaimer={disclaimer} />
        </>
      ) : null}
    </div>
  )
}
