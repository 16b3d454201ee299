import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { onlinePaymentView } from "./online-payment-view.ts"

const settings = { min_amount_cents: 100, max_amount_cents: 1_000_000 }
const paid = {
  id: 7,
  tenantSlug: "acme",
  userId: 4,
  invoiceReference: "INV-1042",
  amountCents: 24995,
  paymentReference: "test_abc",
  testMode: true,
  createdAt: new Date("2026-03-02T00:00:00Z")
}

describe("onlinePaymentView", () => {
  it("labels a test-mode page and states the bounds", () => {
    const view = onlinePaymentView(settings, "test", null, defaultTexts)
    expect(view.payLabel).toBe("Pay now (test mode)")
    expect(view.testModeNotice).toMatch(/^Test mode/)
    expect(view.intro).toContain("from $1.00 to $10,000.00")
    expect(view.done).toBeNull()
  })

  it("has no test-mode words with a live provider", () => {
    const view = onlinePaymentView(settings, "live", { ...paid, testMode: false }, defaultTexts)
    expect(view.payLabel).toBe("Pay now")
    expect(view.testModeNotice).toBeNull()
    expect(view.done?.testModeText).toBeNull()
  })

  it("confirms a payment with its amount, the customer's reference and the payment reference", () => {
    const done = onlinePaymentView(settings, "test", paid, defaultTexts).done
    expect(done?.text).toBe("Thank you. We received your payment of $249.95 for INV-1042.")
    expect(done?.paymentReference).toBe("test_abc")
    expect(done?.testModeText).toBe("(test mode: no money was taken)")
  })
})
