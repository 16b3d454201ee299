import type { Page } from "playwright-core"
import { formHydrated } from "./lead-wizards.ts"

/** The seller's details on the valuation's first screen. */
export interface SellerDetails {
  readonly rego: string
  readonly state: string
  readonly kms: string
  readonly finance: "Yes" | "No"
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly contactMethod: "Phone" | "Email" | "SMS"
}

/** The trade-in valuation page (/trade-in, /sell-your-car, /sell-my-car, /cars/trade-in). */
export class TradeInPage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.getByRole("heading", { level: 1 })
  }

  /** The line naming the car the trade-in goes towards. */
  get carLine() {
    return this.page.locator(".trade-in__car")
  }

  get vehicle() {
    return this.page.locator(".trade-in__vehicle")
  }

  get offer() {
    return this.page.locator(".trade-in__offer")
  }

  /** The closing message (offer accepted, or we'll be in touch). */
  get result() {
    return this.page.locator(".trade-in__result [role=status]")
  }

  get errors() {
    return this.page.locator("main .form-errors")
  }

  get faqQuestions() {
    return this.page.locator(".trade-in__faqs summary")
  }

  /** Waits for the page's statechart (only with JavaScript). */
  hydrated(): Promise<void> {
    return formHydrated(this.page)
  }

  async fillDetails(details: SellerDetails): Promise<void> {
    const form = this.page.getByRole("form", { name: "Get Your Valuation" })
    await form.getByLabel("Rego", { exact: true }).fill(details.rego)
    await form.getByLabel("State", { exact: true }).selectOption(details.state)
    await form.getByLabel("Kilometres").fill(details.kms)
    await form.getByLabel("Is the car under finance?").selectOption(details.finance)
    await form.getByLabel("Name", { exact: true }).fill(details.name)
    await form.getByLabel("Email", { exact: true }).fill(details.email)
    await form.getByLabel("Phone", { exact: true }).fill(details.phone)
    await form.getByLabel("Preferred contact method").selectOption(details.contactMethod)
  }

  async getValuation(): Promise<void> {
    await this.page.getByRole("button", { name: "Get Your Valuation" }).click()
  }

  /** Answers every condition question with its first answer (the best condition) and asks for the offer. */
  async answerQuestions(): Promise<void> {
    const form = this.page.getByRole("form", { name: "Tell us about your car" })
    await form.waitFor()
    for (const select of await form.locator("select").all()) {
      const first = await select.locator("option").nth(1).getAttribute("value")
      await select.selectOption(first ?? "")
    }
    await form.getByRole("button", { name: "Get My Offer" }).click()
  }

  async acceptOffer(): Promise<void> {
    await this.page.getByRole("button", { name: "Accept Offer" }).click()
  }
}
