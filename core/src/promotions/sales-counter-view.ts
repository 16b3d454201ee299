import { SALES_COUNTER, salesCounterValue } from "../hours/sales-counter.ts"
import { fillText, type Texts } from "../tenant/texts.ts"

/** The sales counter as rendered, and how often it recomputes. */
export interface SalesCounterView {
  readonly count: number
  readonly text: string
  readonly refreshMs: number
}

/**
 * The sales counter at `now` (Brisbane time), or null where the tenant does not show it.
 *
 * @example
 * import { salesCounterView } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * salesCounterView(true, new Date("2025-06-02T02:00:00Z"), defaultTexts) // => { count: 96, text: "96 cars sold today", refreshMs: 150000 }
 */
export function salesCounterView(
  enabled: boolean,
  now: Date,
  texts: Pick<Texts, "salesCounterText">
): SalesCounterView | null {
  if (!enabled) return null
  const count = salesCounterValue(now)
  return { count, text: fillText(texts.salesCounterText, { count: String(count) }), refreshMs: SALES_COUNTER.refreshMs }
}
