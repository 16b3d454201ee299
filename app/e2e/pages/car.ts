import type { Page } from "playwright-core"

/** The vehicle detail page, as a shopper uses it. */
export class CarDetailPage {
  constructor(readonly page: Page) {}

  get title() {
    return this.page.locator("main.car-page h1")
  }

  get price() {
    return this.page.locator(".car-page__sidebar .price__amount")
  }

  get soldNotice() {
    return this.page.locator(".car-page__sold")
  }

  get sidebarButtons() {
    return this.page.locator(".car-page__sidebar .car-buttons a")
  }

  get jsonLd() {
    return this.page.locator('script[type="application/ld+json"]')
  }

  metaContent(property: string) {
    return this.page.locator(`meta[property="${property}"], meta[name="${property}"]`).getAttribute("content")
  }

  get canonical() {
    return this.page.locator('link[rel="canonical"]').getAttribute("href")
  }

  // Gallery
  get openFullscreen() {
    return this.page.locator(".gallery__open")
  }

  get fullscreen() {
    return this.page.locator(".gallery__fullscreen")
  }

  // Finance calculator
  get financeCalculator() {
    return this.page.locator("#finance-calculator")
  }

  get loanAmount() {
    return this.financeCalculator.getByRole("textbox", { name: "Loan Amount" })
  }

  get repayment() {
    return this.financeCalculator.locator(".finance-result dd").first()
  }

  // Delivery calculator
  get deliveryForm() {
    return this.page.locator("form.delivery-calculator")
  }

  async checkDelivery(postcode: string): Promise<void> {
    await this.deliveryForm.getByLabel("Postcode").fill(postcode)
    await this.deliveryForm.getByRole("button").click()
  }

  // Fuel cost calculator
  get fuelCalculator() {
    return this.page.locator(".fuel-calculator")
  }

  fuelInput(label: string) {
    return this.fuelCalculator.getByLabel(label)
  }

  get fuelResult() {
    return this.fuelCalculator.locator("output")
  }

  // Calls to action
  get tradeInButton() {
    return this.page.locator(".car-page__sidebar .car-buttons__trade-in")
  }

  // Information tabs
  get infoTabs() {
    return this.page.locator(".car-info-tabs [role='tab']")
  }

  get selectedInfoTab() {
    return this.page.locator(".car-info-tabs [role='tab'][aria-selected='true']")
  }

  get visibleInfoPanel() {
    return this.page.locator(".car-info-tabs [role='tabpanel']:not([hidden])")
  }

  // Share links
  get shareLinks() {
    return this.page.locator(".car-share-bar__share")
  }

  shareLink(target: string) {
    return this.page.locator(`.car-share-bar__share[data-share="${target}"]`)
  }

  // Phone, favourites, print
  get phone() {
    return this.page.locator(".car-phone")
  }

  get favourite() {
    return this.page.locator(".favourite-button")
  }

  get printLink() {
    return this.page.locator(".car-share-bar__print")
  }

  get pdfButton() {
    return this.page.locator(".car-share-bar__pdf")
  }

  get stickyHeader() {
    return this.page.locator(".car-sticky-header")
  }

  get announcement() {
    return this.page.locator(".announcement-bar")
  }

  /** The bottom bar of tenants that have it (Reserve Car Now, Enquire Now or Instant Message, Call Now). */
  get stickyBar() {
    return this.page.locator(".car-sticky-bar")
  }

  /** The open form dialog (Enquire Now, Book a Test Drive, Request Photos, ...). */
  get formDialog() {
    return this.page.locator("dialog.dialog")
  }

  /** Where focus is: inside the open dialog, and the class of the focused element. */
  focus(): Promise<{ inDialog: boolean; className: string }> {
    return this.page.evaluate(() => ({
      inDialog: document.activeElement?.closest("dialog[open]") != null,
      className: document.activeElement?.className ?? ""
    }))
  }

  /** An input's computed type, border and corners beside the theme's tokens resolved the same way. */
  fieldStyle(selector: string) {
    return this.page.evaluate((selector) => {
      const field = document.querySelector(selector)
      if (!field) throw new Error(`No ${selector}`)
      const probe = document.createElement("div")
      probe.style.cssText = "font-family: var(--font-body); border: 1px solid var(--color-text-muted); border-radius: var(--radius)"
      document.body.append(probe)
      const token = getComputedStyle(probe)
      const own = getComputedStyle(field)
      const style = (from: CSSStyleDeclaration) => ({
        font: from.fontFamily,
        border: `${from.borderTopWidth} ${from.borderTopStyle} ${from.borderTopColor}`,
        radius: from.borderTopLeftRadius
      })
      const result = { field: style(own), theme: style(token), width: field.getBoundingClientRect().width }
      probe.remove()
      return result
    }, selector)
  }

  /**
   * Waits until React has taken over the server-rendered page, including the widgets whose code
   * loads after the page is interactive (finance, delivery, favourites), so input reaches them.
   */
  async hydrated(): Promise<void> {
    await this.page.waitForFunction(() => {
      const controls = [...document.querySelectorAll("main button, main input, main select")]
      const live = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))
      return document.querySelector(".gallery__open") !== null && controls.every(live)
    })
  }

  /** Whether the page scrolls sideways at the current viewport width. */
  horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  }
}

/** The printable vehicle page. */
export class PrintPage {
  constructor(readonly page: Page) {}

  get title() {
    return this.page.locator("main.print-page h1")
  }

  get printButton() {
    return this.page.locator(".print-page__print")
  }

  get keyInformation() {
    return this.page.locator(".print-page .key-information dt")
  }
}
