import type { Page } from "playwright-core"
import { LeadFormPanel } from "./lead-forms.ts"

/** A finance page (/finance, /finance-enquiry, /apply-for-finance or one car's personalised finance). */
export class FinancePage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.locator("main h1")
  }

  get carTitle() {
    return this.page.locator(".finance-car__title")
  }

  get loanAmount() {
    return this.page.locator("#finance-calculator").getByRole("textbox", { name: "Loan Amount" })
  }

  get form() {
    return new LeadFormPanel(this.page.locator("#finance-form"))
  }
}

/** The search page's Cash or Finance choice and the figures its cards lead with. */
export class PriceDisplayChoice {
  constructor(private readonly page: Page) {}

  option(label: "Cash" | "Finance") {
    return this.page.getByRole("group", { name: "Show prices as" }).getByRole("radio", { name: label })
  }

  get repayments() {
    return this.page.locator(".car-card .car-card__repayment")
  }
}
