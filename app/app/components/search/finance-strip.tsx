import type { FinanceStripSummary } from "@dealer/core"
import "../../styles/finance-strips.css"

/** A car's finance rate strip: the weekly (or monthly) repayment, then its rates and terms; a lender's name above when given. */
export function FinanceStrip({ finance, caption }: { readonly finance: FinanceStripSummary; readonly caption?: string }) {
  return (
    <div className="finance-strip">
      {caption ? <p className="finance-strip__lender">{caption}</p> : null}
      {finance.payment ? (
        <p className="finance-strip__payment">
          <strong>{finance.payment.text}</strong>
          {finance.payment.suffix}
        </p>
      ) : null}
      <dl className="finance-strip__items">
        {finance.items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/** A strip's place held unseen (while its figures are asked for): the same box, hidden from eyes and readers. */
export function FinanceStripPlaceholder({ finance }: { readonly finance: FinanceStripSummary }) {
  return (
    <div className="finance-strip-placeholder" aria-hidden="true">
      <FinanceStrip finance={finance} />
    </div>
  )
}
