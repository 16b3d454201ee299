import type { Locator, Page } from "playwright-core"

/** The contact details every lead form asks for. */
export interface Shopper {
  readonly name: string
  readonly email: string
  readonly phone: string
}

/** A lead form (a page's, a dialog's or an anchored section's), as a shopper fills it in. */
export class LeadFormPanel {
  constructor(readonly root: Locator) {}

  field(label: string) {
    return this.root.getByLabel(label, { exact: true })
  }

  async fillContact(shopper: Shopper) {
    await this.field("Name").fill(shopper.name)
    await this.field("Email").fill(shopper.email)
    await this.field("Phone").fill(shopper.phone)
  }

  /** Picks the first real option of a select, when the form shows it. */
  async chooseFirst(label: string) {
    const select = this.field(label)
    if ((await select.count()) === 0) return
    const value = await select.locator("option").evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).find((value) => value !== "")
    )
    if (value) await select.selectOption(value)
  }

  get errors() {
    return this.root.locator(".form-errors")
  }

  get slots() {
    return this.root.locator('input[type="radio"][name="preferred_date_time"]')
  }

  async submit(label = "Submit") {
    await this.root.getByRole("button", { name: label, exact: true }).click()
  }
}

/** The vehicle page's enquiry buttons and their dialogs or anchored sections. */
export class CarEnquiryPage {
  constructor(readonly page: Page) {}

  button(kind: "enquire" | "finance" | "test-drive") {
    return this.page.locator(`.car-page__sidebar a.car-buttons__${kind}`).first()
  }

  get dialog() {
    return new LeadFormPanel(this.page.getByRole("dialog"))
  }

  section(kind: string) {
    return new LeadFormPanel(this.page.locator(`section#${kind}`))
  }
}
