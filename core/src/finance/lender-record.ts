import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"

const Amount = Schema.Finite

/**
 * One lender's finance figures for a car (finance-forms document, section 3, "Finance lender
 * record"). Cars hold these under `finance_lenders`, keyed by the provider name in lower case with
 * spaces as underscores. Lenders also send `term{N}` values; those are kept as extra keys.
 *
 * @example
 * decodeOrThrow(FinanceLenderRecord, { interestRate: 8.19, comparisonRate: 9.02 }, "lender")
 */
export const FinanceLenderRecord = Schema.StructWithRest(
  Schema.Struct({
    interestRate: Maybe(Amount),
    comparisonRate: Maybe(Amount),
    paymentWeek: Maybe(Amount),
    paymentMonth: Maybe(Amount),
    termYears: Maybe(Amount),
    termMonths: Maybe(Amount),
    termWeeks: Maybe(Amount),
    deposit: Maybe(Amount),
    balloon: Maybe(Amount),
    establishmentFees: Maybe(Amount),
    totalPayable: Maybe(Amount),
    disclaimer: Maybe(Schema.String),
    financeProvider: Maybe(Schema.String)
  }),
  [Schema.Record(Schema.String, Schema.Unknown)]
)
export type FinanceLenderRecord = typeof FinanceLenderRecord.Type

/**
 * A car's lender records, keyed by normalised provider name (e.g. `car_clarity`).
 *
 * @example
 * decodeOrThrow(FinanceLenders, { car_clarity: { interestRate: 6.29, comparisonRate: 8.19 } }, "finance_lenders")
 */
export const FinanceLenders = Schema.Record(Schema.String, FinanceLenderRecord)
export type FinanceLenders = typeof FinanceLenders.Type
