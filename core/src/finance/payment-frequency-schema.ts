import * as Schema from "effect/Schema"
import type { PaymentFrequency as Frequency } from "./payment-frequency.ts"

/**
 * How often repayments fall due, as settings and calculator inputs decode it (section 9).
 *
 * @example
 * import { PaymentFrequency } from "@dealer/core/finance"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(PaymentFrequency, "fortnightly", "frequency")
 */
export const PaymentFrequency = /* @__PURE__ */ Schema.Literals([
  "weekly",
  "fortnightly",
  "monthly"
] satisfies ReadonlyArray<Frequency>)
export type PaymentFrequency = typeof PaymentFrequency.Type
