import type { Page } from "playwright-core"

/** The site header's navigation and skip link. */
export class SiteHeaderNav {
  constructor(private readonly page: Page) {}

  get skipLink() {
    return this.page.locator(".skip-link")
  }

  get links() {
    return this.page.locator("nav.site-nav a")
  }

  link(label: string) {
    return this.page.locator("nav.site-nav").getByRole("link", { name: label, exact: true })
  }

  /** The text of the element that has keyboard focus. */
  focusedText(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.textContent?.trim() ?? "")
  }
}

/** The dealer locator page. */
export class LocatorPage {
  constructor(private readonly page: Page) {}

  get placeBox() {
    return this.page.getByRole("combobox", { name: "Postcode, city or dealership name" })
  }

  get options() {
    return this.page.locator(".locator-form__options [role=option]")
  }

  get radius() {
    return this.page.getByLabel("Radius")
  }

  get heading() {
    return this.page.locator(".locator__heading")
  }

  get message() {
    return this.page.locator(".locator__message")
  }

  get groupHeadings() {
    return this.page.locator(".locator-group__heading")
  }

  get resultNames() {
    return this.page.locator(".locator-card__name")
  }

  result(name: string) {
    return this.page.locator(".locator-card", { has: this.page.locator(".locator-card__name", { hasText: name }) })
  }

  get map() {
    return this.page.locator(".locator-map .leaflet-container")
  }

  /** Types a place, waits for its suggestions and picks the first with the keyboard. */
  async searchPlace(text: string): Promise<void> {
    await this.placeBox.fill(text)
    await this.options.first().waitFor()
    await this.placeBox.press("ArrowDown")
    await this.placeBox.press("Enter")
  }

  async names(): Promise<string[]> {
    return (await this.resultNames.allTextContents()).map((name) => name.trim())
  }
}

/** The favourites page with its recently viewed section. */
export class FavouritesPage {
  constructor(private readonly page: Page) {}

  get items() {
    return this.page.locator(".saved__list .saved-car")
  }

  get titles() {
    return this.page.locator(".saved__list .saved-car__title")
  }

  get recentlyViewed() {
    return this.page.locator(".saved__viewed li")
  }

  chooseForCompare(name: string) {
    return this.page.getByRole("checkbox", { name: `Compare ${name}` }).check()
  }

  compare() {
    return this.page.getByRole("button", { name: "Compare Selected" }).click()
  }

  /** The watchlist toggle of a listed car: "Save to Watchlist", reading "Saved to Watchlist" once saved. */
  saveButton(index: number) {
    return this.items.nth(index).getByRole("button", { name: /^Saved? to Watchlist$/ })
  }

  get toast() {
    return this.page.locator(".saved__toasts .toast")
  }
}

/** The compare table. */
export class ComparePage {
  constructor(private readonly page: Page) {}

  get carHeadings() {
    return this.page.locator("table.compare thead th a")
  }

  rowValues(label: string) {
    return this.page.locator("table.compare tbody tr", { has: this.page.locator(`th:text-is("${label}")`) }).locator("td")
  }
}

/** Sign-in by phone, then code. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async requestCode(phone: string): Promise<void> {
    await this.page.getByLabel("Mobile number").fill(phone)
    await this.page.getByRole("button", { name: "Send Code" }).click()
  }

  async enterCode(code: string): Promise<void> {
    await this.page.getByLabel("Code", { exact: true }).fill(code)
    await this.page.getByRole("button", { name: "Sign In" }).click()
  }
}

/** The watchlist ("View List"). */
export class WatchlistPage {
  constructor(private readonly page: Page) {}

  get titles() {
    return this.page.locator(".saved__list .saved-car__title")
  }
}
