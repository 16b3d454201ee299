import type { Page } from "playwright-core"

/** Spin to Win: the campaign, the spin button, and the shopper's result. */
export class SpinToWinPage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.locator("main.spin-to-win h1")
  }

  get prizes() {
    return this.page.locator(".spin-to-win__prizes li")
  }

  get spinButton() {
    return this.page.getByRole("button", { name: "Spin the wheel" })
  }

  get result() {
    return this.page.locator(".spin-to-win__result")
  }

  get repeatNote() {
    return this.page.locator(".spin-to-win__repeat")
  }

  /** The id of the prize shown. */
  async prizeId(): Promise<string | null> {
    return this.result.getAttribute("data-prize")
  }
}

/** Online Payment: the reference and amount form, and the confirmation. */
export class OnlinePaymentPage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.locator("main.online-payment h1")
  }

  get testModeNotice() {
    return this.page.locator(".gated-page__test-mode")
  }

  async pay(reference: string, amount: string): Promise<void> {
    await this.page.getByLabel("Invoice or reference number").fill(reference)
    await this.page.getByLabel("Amount (AUD)").fill(amount)
    await this.page.getByRole("button", { name: "Pay now (test mode)" }).click()
  }

  get amountError() {
    return this.page.locator("#online-payment-amount-error")
  }

  get referenceError() {
    return this.page.locator("#online-payment-reference-error")
  }

  get confirmation() {
    return this.page.locator(".online-payment__done [role=status]")
  }

  get paymentReference() {
    return this.page.locator(".online-payment__reference")
  }

  get cardInputs() {
    return this.page.locator('input[autocomplete^="cc-"], input[name*="card" i]')
  }
}
