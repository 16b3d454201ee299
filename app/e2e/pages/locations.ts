import type { Page } from "playwright-core"

/** /dealerships and /contact-us: the locations section and its cards. */
export class LocationsListPage {
  constructor(private readonly page: Page) {}

  get title() {
    return this.page.locator("main.locations-page h1")
  }

  get heading() {
    return this.page.locator(".locations-section__heading")
  }

  get swipeHint() {
    return this.page.locator(".locations-section__swipe-hint")
  }

  get cardList() {
    return this.page.locator("ul.location-cards")
  }

  get cards() {
    return this.page.locator("article.location-card")
  }

  get names() {
    return this.page.locator(".location-card__name")
  }

  get enquiryLink() {
    return this.page.locator("a.locations-page__enquire")
  }

  card(name: string) {
    return this.page.locator("article.location-card", { has: this.page.locator(".location-card__name", { hasText: name }) })
  }
}

/** One location's page: its card, hours, holiday hours and reviews. */
export class LocationDetailPage {
  constructor(private readonly page: Page) {}

  get name() {
    return this.page.locator("main.location-page h1")
  }

  get address() {
    return this.page.locator(".location-card__address")
  }

  get phone() {
    return this.page.locator(".location-card__phone-link")
  }

  get directions() {
    return this.page.locator(".location-card__directions a")
  }

  /** The opening-hours rows as `days hours`. */
  async hours(): Promise<string[]> {
    const rows = this.page.locator(".location-card__hours .opening-hours__row")
    return (await rows.evaluateAll((elements) =>
      elements.map((row) => `${row.querySelector("dt")?.textContent} ${row.querySelector("dd")?.textContent}`)
    )) as string[]
  }

  get holidayButton() {
    return this.page.getByRole("button", { name: "View Holiday Hours" })
  }

  get holidayDialog() {
    return this.page.getByRole("dialog", { name: "Holiday Hours" })
  }

  /** The no-script fallback: a details element that opens on its summary. */
  get holidaySummary() {
    return this.page.locator("details.holiday-hours > summary")
  }

  get holidayRows() {
    return this.page.locator(".holiday-hours__list .opening-hours__row")
  }

  get reviewsSection() {
    return this.page.locator("section.location-reviews")
  }

  get ratingValue() {
    return this.page.locator(".location-card .star-rating__value")
  }

  get ratingLabel() {
    return this.page.locator(".location-card .star-rating .visually-hidden")
  }

  get reviewAuthors() {
    return this.page.locator(".location-reviews .review__author")
  }

  get reviewValues() {
    return this.page.locator(".location-reviews .review .star-rating__value")
  }

  /** Waits until React Router has taken over the server-rendered page. */
  async hydrated(): Promise<void> {
    await this.page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: 15_000 })
  }
}
