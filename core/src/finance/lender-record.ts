import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

const Amount = Schema.Finite

/**
 * One lender's finance figures for a car (finance-forms document, section 3, "Finance lender
 * record"). Cars hold these under `finance_lenders`, keyed by the provider name in lower case with
 * spaces as underscores. Lenders also send `term{N}` values; those are kept as extra keys.
 *
 * @example
 * import { FinanceLenderRecord } from "@dealer/core/finance"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(FinanceLenderRecord, { interestRate: 8.19, comparisonRate: 9.02 }, "lender")
 */
export const FinanceLenderRecord = /* @__PURE__ */ Schema.StructWithRest(
  /* @__PURE__ */ Schema.Struct({
    interestRate: /* @__PURE__ */ Maybe(Amount),
    comparisonRate: /* @__PURE__ */ Maybe(Amount),
    paymentWeek: /* @__PURE__ */ Maybe(Amount),
    paymentMonth: /* @__PURE__ */ Maybe(Amount),
    termYears: /* @__PURE__ */ Maybe(Amount),
    termMonths: /* @__PURE__ */ Maybe(Amount),
    termWeeks: /* @__PURE__ */ Maybe(Amount),
    deposit: /* @__PURE__ */ Maybe(Amount),
    balloon: /* @__PURE__ */ Maybe(Amount),
    establishmentFees: /* @__PURE__ */ Maybe(Amount),
    totalPayable: /* @__PURE__ */ Maybe(Amount),
    disclaimer: /* @__PURE__ */ Maybe(Schema.String),
    financeProvider: /* @__PURE__ */ Maybe(Schema.String)
  }),
  [/* @__PURE__ */ Schema.Record(Schema.String, Schema.Unknown)]
)
export type FinanceLenderRecord = typeof FinanceLenderRecord.Type

/**
 * A car's lender records, keyed by normalised provider name (e.g. `car_clarity`).
 *
 * @example
 * import { FinanceLenders } from "@dealer/core/finance"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(FinanceLenders, { car_clarity: { interestRate: 6.29, comparisonRate: 8.19 } }, "finance_lenders")
 */
export const FinanceLenders = /* @__PURE__ */ Schema.Record(Schema.String, FinanceLenderRecord)
export type FinanceLenders = typeof FinanceLenders.Type
