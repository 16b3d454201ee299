import type { TradeInFaqEntry } from "@dealer/core"
import { useTenant } from "@dealer/react"

/**
 * The trade-in FAQs as an accordion that needs no JavaScript (`details`): among them, that the
 * final price may differ from the online estimate after inspection.
 *
 * @example
 * <TradeInFaqs entries={tradeInEstimateFaq(tenant.forms, tenant.texts)} />
 */
export function TradeInFaqs({ entries }: { readonly entries: ReadonlyArray<TradeInFaqEntry> }) {
  const { texts } = useTenant()
  return (
    <section className="trade-in__faqs" aria-labelledby="trade-in-faqs">
      <h2 id="trade-in-faqs">{texts.tradeInFaqHeading}</h2>
      {entries.map((entry) => (
        <details key={entry.question} className="trade-in__faq">
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </section>
  )
}
