import { formatMoney } from "../pricing/money.ts"
import type { Texts } from "../tenant/texts.ts"
import type { RepaymentResult } from "./repayment.ts"

/** A repayment as shown: its text and its frequency's suffix. */
export interface RepaymentView {
  readonly quoted: boolean
  /** The repayment as money, or `Enquire for Finance` when there is no quote. */
  readonly repaymentText: string
  /** The total payable as money; blank when there is no quote. */
  readonly totalText: string
}

/**
 * The calculator's result line (section 5): money without decimals, or `Enquire for Finance` and a
 * blank total for a repayment at or below $25.
 *
 * @example
 * import { repaymentView } from "@dealer/core/finance"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * repaymentView({ kind: "enquire", exactRepayment: 12, principal: 500, periods: 52 }, defaultTexts)
 * // => { quoted: false, repaymentText: "Enquire for Finance", totalText: "" }
 */
export function repaymentView(result: RepaymentResult, texts: Pick<Texts, "financeEnquire">): RepaymentView {
  if (result.kind === "enquire")
    return {
      quoted: false,
      repaymentText: texts.financeEnquire,
      totalText: ""
    }
  return {
    quoted: true,
    repaymentText: formatMoney(result.repayment),
    totalText: formatMoney(result.totalPayable)
  }
}
