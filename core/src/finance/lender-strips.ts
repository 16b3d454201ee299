import type { Texts } from "../tenant/texts.ts"
import type { FinanceDisclaimerTexts } from "./finance-disclaimer-machine.ts"
import { financeLenderNames, financeLenderRecordFor } from "./lender-key.ts"
import type { FinanceLenders } from "./lender-record.ts"
import {
  isLenderSummaryEligible,
  lenderSummaryRuleFor,
  type LenderSummaryCar,
  type LenderSummarySettings
} from "./lender-summary-eligibility.ts"
import { lenderSummaryView, type LenderSummaryTexts } from "./lender-summary-view.ts"
import type { FinanceStripSummary } from "./youx-quote-strip-view.ts"

/** One lender's finance summary strip on a card or the vehicle sidebar. */
export interface LenderStripView {
  /** The lender's display name (`Car Clarity`), which the disclaimer dialog looks up. */
  readonly lender: string
  readonly summary: FinanceStripSummary
}

/** The car and the site's manufacturer, which decide the lenders' strips a car shows. */
export interface LenderStripsInput {
  readonly car: LenderSummaryCar & { readonly finance_lenders?: FinanceLenders | null | undefined }
  /** The site's manufacturer (theme), if any: Suzuki sites show no strip. */
  readonly manufacturer?: string | null | undefined
  readonly now: Date
}

/**
 * The lender finance strips of a car (001 sections 2, 3 and 5): one per lender the specification
 * names (Taurus, Car Clarity, Manual, 360 Finance, Angle, Powertorque, Nissan Finance, AusLoans), in
 * that order, for each lender whose record the car carries and whose eligibility rule it meets. The
 * disclaimer is not part of the strip: the dialog fetches it when opened.
 *
 * @example
 * import { lenderStrips } from "@dealer/core/finance"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 * const tenant = exampleTenant()
 *
 * lenderStrips({ car, manufacturer: null, now }, tenant.finance, tenant.texts)
 * // [{ lender: "Taurus", summary: { payment: { text: "$89", suffix: "/week", … }, items: […] } }]
 */
export function lenderStrips(
  input: LenderStripsInput,
  settings: LenderSummarySettings,
  texts: LenderSummaryTexts
): ReadonlyArray<LenderStripView> {
  const { car, manufacturer, now } = input
  return financeLenderNames.flatMap((lender) => {
    const record = financeLenderRecordFor(car.finance_lenders, lender)
    if (!record || !isLenderSummaryEligible({ lender, record, car, manufacturer, now }, settings)) return []
    const { payment, items } = lenderSummaryView(record, lenderSummaryRuleFor(lender, settings), texts, false)
    return [{ lender, summary: { payment, items } }]
  })
}

/**
 * The texts the finance disclaimer dialog of a strip needs, for a page that sends no whole tenant.
 *
 * @example
 * import { financeDisclaimerTexts } from "@dealer/core/finance"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * financeDisclaimerTexts(defaultTexts).financeDisclaimerButton // => "Disclaimer"
 */
export function financeDisclaimerTexts(texts: FinanceDisclaimerTexts & Partial<Texts>): FinanceDisclaimerTexts {
  const { financeDisclaimer, financeDisclaimerTitle, financeDisclaimerButton, financeDisclaimerLoading, financeDisclaimerClose } = texts
  return { financeDisclaimer, financeDisclaimerTitle, financeDisclaimerButton, financeDisclaimerLoading, financeDisclaimerClose }
}
