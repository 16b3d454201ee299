import type { Page } from "playwright-core"
import { formHydrated } from "./lead-wizards.ts"

/** The vehicle parts and accessories page with its 'Order Parts Online' wizard. */
export class PartsPage {
  constructor(private readonly page: Page) {}

  get wizardTitle() {
    return this.page.locator(".parts-wizard h2")
  }

  /** The step the wizard is on, as its step list marks it. */
  get currentStep() {
    return this.page.locator(".wizard-steps [aria-current=step]")
  }

  /** Waits until the wizard shows this step's form. */
  async onStep(title: string): Promise<void> {
    await this.page.getByRole("form", { name: title }).waitFor()
  }

  get errors() {
    return this.page.locator("main .form-errors")
  }

  hydrated(): Promise<void> {
    return formHydrated(this.page)
  }

  /** Fills the current step's inputs by their labels. */
  async fill(fields: Readonly<Record<string, string>>): Promise<void> {
    for (const [label, value] of Object.entries(fields)) {
      await this.page.locator(".parts-wizard form").getByLabel(label, { exact: true }).fill(value)
    }
  }

  async next(): Promise<void> {
    await this.page.getByRole("button", { name: "Next" }).click()
  }

  async back(): Promise<void> {
    await this.page.getByRole("button", { name: "Back" }).click()
  }

  async order(): Promise<void> {
    await this.page.getByRole("button", { name: "Order Parts" }).click()
  }
}
