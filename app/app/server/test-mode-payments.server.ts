import { randomUUID } from "node:crypto"
import type { Payments } from "@dealer/core"

/**
 * The embedded default payment provider: TEST MODE. It takes no money, asks for no card and
 * stores none; every deposit "succeeds" with a reference marked `test_`, and pages label the
 * payment as test mode. A live provider replaces it through `ServicesOptions.payments`.
 *
 * @example
 * await createTestModePayments().chargeDeposit(charge) // { kind: "paid", reference: "test_…" }
 */
export function createTestModePayments(): Payments {
  return {
    mode: "test",
    chargeDeposit: async () => ({ kind: "paid", reference: `test_${randomUUID()}` }),
    chargePayment: async () => ({ kind: "paid", reference: `test_${randomUUID()}` })
  }
}
