import type { CardRepayment } from "./card-repayment.ts"
import type { FinanceStripSummary } from "./youx-quote-strip-view.ts"

/** How the shopper chose to see prices (the `PriceDisplay` entry, 001 section 9). */
export type PriceDisplayChoice = "Cash" | "Finance"

/** What a card shows for the shopper's choice. */
export interface PriceDisplayFigures {
  /** The repayment the card leads with, above its cash price; null to lead with the cash price alone. */
  readonly repayment: CardRepayment | null
  /** The finance strip under the price; without its payment line when the card already leads with it. */
  readonly finance: FinanceStripSummary | null
}

/**
 * Which figures a card shows (docs/decisions/0030): with Cash (the default) its cash price and its
 * finance strip, as always; with Finance its repayment first and the cash price beside it, so the
 * drive-away figure is never hidden, and the strip without the payment it would repeat. A car with
 * no repayment shows its cash price whatever the choice.
 *
 * @example
 * import { priceDisplayFigures } from "@dealer/core/finance"
 *
 * priceDisplayFigures("Finance", { repayment: { text: "$225", suffix: "/week" }, finance: null })
 * // => { repayment: { text: "$225", suffix: "/week" }, finance: null }
 */
export function priceDisplayFigures(
  choice: PriceDisplayChoice,
  card: { readonly repayment: CardRepayment | null; readonly finance: FinanceStripSummary | null }
): PriceDisplayFigures {
  if (choice === "Cash" || card.repayment === null) return { repayment: null, finance: card.finance }
  const finance = card.finance === null ? null : { ...card.finance, payment: null }
  return { repayment: card.repayment, finance: finance && finance.items.length > 0 ? finance : null }
}
