import { formatMoney } from "../pricing/money.ts"
import type { Texts } from "../tenant/texts.ts"
import { financeCalculatorDefaults } from "./calculator-defaults.ts"
import type { PaymentFrequency } from "./payment-frequency.ts"
import { financeRepayment } from "./repayment.ts"
import type { FinanceSettings } from "./settings.ts"
import type { FinanceStripSummary } from "./youx-quote-strip-view.ts"

/** A repayment as a card shows it: the money and how often ("$123" "/week"). */
export interface CardRepayment {
  readonly text: string
  readonly suffix: string
}

/** The repayment suffixes a car card shows ('/week', '/fortnight', '/month'). */
export type CardRepaymentTexts = Pick<Texts, "perWeek" | "financePerFortnight" | "financePerMonth">

/** Prices of 10 or less are placeholders, never a loan amount (as for the price display). */
const PLACEHOLDER_PRICE_LIMIT = 10

const suffixOf = (frequency: PaymentFrequency, texts: CardRepaymentTexts) =>
  frequency === "weekly" ? texts.perWeek : frequency === "fortnightly" ? texts.financePerFortnight : texts.financePerMonth

/**
 * The repayment a car's card shows when the shopper shows prices as finance: the payment of the
 * car's finance strip (its finance quote) when it has one, else the finance calculator's repayment
 * at the tenant's defaults for the car's price (as the calculator opens on the vehicle page); null
 * for a car without a real price or with no quote (at or below $25).
 *
 * @example
 * import { cardRepayment } from "@dealer/core/finance"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 *
 * cardRepayment({ price: 45990, strip: null }, settings, defaultTexts) // => { text: "$225", suffix: "/week" }
 */
export function cardRepayment(
  car: { readonly price: number; readonly strip: FinanceStripSummary | null },
  settings: FinanceSettings,
  texts: CardRepaymentTexts
): CardRepayment | null {
  if (car.strip?.payment) return { text: car.strip.payment.text, suffix: car.strip.payment.suffix }
  if (!(car.price > PLACEHOLDER_PRICE_LIMIT)) return null
  const input = financeCalculatorDefaults({ carPrice: car.price, lenderRate: null }, settings)
  const result = financeRepayment(input, { roundUp: settings.round_up_repayment })
  return result.kind === "quote" ? { text: formatMoney(result.repayment), suffix: suffixOf(input.frequency, texts) } : null
}
