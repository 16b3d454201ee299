import type { FinanceLenderRecord, FinanceLenders } from "./lender-record.ts"

/**
 * The finance lenders the specification names (section 3).
 *
 * @example
 * import { financeLenderKey, financeLenderNames } from "@dealer/core/finance"
 *
 * financeLenderNames.map(financeLenderKey) // ["taurus", "car_clarity", …, "ausloans"]
 */
export const financeLenderNames = [
  "Taurus",
  "Car Clarity",
  "Manual",
  "360 Finance",
  "Angle",
  "Powertorque",
  "Nissan Finance",
  "AusLoans"
] as const

/**
 * A lender's key under a car's `finance_lenders`: the provider name trimmed, in lower case, with
 * each run of spaces as one underscore.
 *
 * @example
 * import { financeLenderKey } from "@dealer/core/finance"
 *
 * financeLenderKey("Car Clarity") // => "car_clarity"
 */
export function financeLenderKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "_")
}

/**
 * A car's record for a lender, looked up by the lender's display name or key.
 *
 * @example
 * import { financeLenderRecordFor } from "@dealer/core/finance"
 *
 * financeLenderRecordFor({ nissan_finance: { interestRate: 4.99 } }, "Nissan Finance") // => { interestRate: 4.99 }
 */
export function financeLenderRecordFor(
  lenders: FinanceLenders | null | undefined,
  name: string
): FinanceLenderRecord | undefined {
  return lenders?.[financeLenderKey(name)]
}
