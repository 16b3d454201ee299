import type { Page } from "playwright-core"

/** The stock search listing, as a shopper sees it. */
export class SearchPage {
  constructor(private readonly page: Page) {}

  get siteName() {
    return this.page.locator(".site-header__name")
  }

  /** The dealer's name in the header: its logo's text alternative, or the name itself without a logo. */
  siteNameText(): Promise<string> {
    return this.siteName.evaluate((link) => link.querySelector("img")?.alt ?? link.textContent?.trim() ?? "")
  }

  get cards() {
    return this.page.locator("article.car-card")
  }

  get count() {
    return this.page.locator(".search__count")
  }

  cardTitle(index: number) {
    return this.cards.nth(index).locator(".car-card__title")
  }

  async openCard(index: number): Promise<void> {
    await this.cardTitle(index).click()
  }
}

/** The vehicle detail page. */
export class CarPage {
  constructor(private readonly page: Page) {}

  get title() {
    return this.page.locator("main.car-page h1")
  }

  get price() {
    return this.page.locator(".car-page__sidebar .price__amount")
  }
}
