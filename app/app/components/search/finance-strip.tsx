import type { FinanceStripSummary } from "@dealer/core"

/** A car's finance rate strip: the weekly repayment, then its rates and terms. */
export function FinanceStrip({ finance }: { readonly finance: FinanceStripSummary }) {
  return (
    <div className="finance-strip">
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
