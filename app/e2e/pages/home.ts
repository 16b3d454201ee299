import type { Page } from "playwright-core"

/** The number in a "Show Me 12 cars" sentence. */
export const countIn = (text: string | null): number | null => {
  const match = /(\d[\d,]*)/.exec(text ?? "")
  return match?.[1] ? Number(match[1].replace(/,/g, "")) : null
}

/** The home page: its sections in order, the quick search, the slider, the stock rows and the locations. */
export class HomePage {
  constructor(readonly page: Page) {}

  /** The type of each section shown, top to bottom. */
  sectionTypes(): Promise<string[]> {
    return this.page
      .locator("main.home-page [data-home-section]")
      .evaluateAll((sections) => sections.map((section) => section.getAttribute("data-home-section") ?? ""))
  }

  section(type: string) {
    return this.page.locator(`main.home-page [data-home-section="${type}"]`)
  }

  get quickSearch() {
    return this.page.locator("section.quick-search")
  }

  get quickSearchButton() {
    return this.quickSearch.locator("button[type=submit]")
  }

  /** A quick search field by its label (Make, Model, Max Price...). */
  field(label: string) {
    return this.quickSearch.getByLabel(label, { exact: true })
  }

  /** The value of the first real option of a select (after its "Any ..." choice). */
  firstOption(label: string): Promise<string> {
    return this.field(label)
      .locator("option:not([value=''])")
      .first()
      .getAttribute("value")
      .then((value) => value ?? "")
  }

  get slideImages() {
    return this.page.locator("section.promo-slider img.promo-slide__image")
  }

  get claims() {
    return this.page.locator("main.home-page .group-claims__item")
  }

  get brandTiles() {
    return this.page.locator("main.home-page .home-brands .brand-tile")
  }

  get carCards() {
    return this.page.locator("main.home-page .home-stock article.car-card")
  }

  get callLinks() {
    return this.page.locator("main.home-page a.home-location__call")
  }

  /** Each card's picture (its `src`, empty when it has none) and the kind its chips name. */
  cardPictures(cards = this.carCards): Promise<Array<{ readonly src: string; readonly kind: string }>> {
    return cards.evaluateAll((articles) =>
      articles.map((article) => {
        const chips = Array.from(article.querySelectorAll(".car-card__chips li"), (chip) => chip.textContent?.trim() ?? "")
        return {
          src: article.querySelector(".car-card__media img")?.getAttribute("src") ?? "",
          kind: chips.find((chip) => chip === "Caravan" || chip === "Motorcycle")?.toLowerCase() ?? "car"
        }
      })
    )
  }

  /** The home section's hours lines ("Open now Today: 8:30am - 5:30pm"). */
  get sectionHours() {
    return this.page.locator("main.home-page .home-location__today")
  }

  /** The footer's entries for the locations. */
  get footerLocations() {
    return this.page.locator("footer.site-footer .footer-location")
  }

  /** Whether each image has loaded (a broken or missing image has no natural width). */
  loaded(images: ReturnType<Page["locator"]>): Promise<boolean[]> {
    return images.evaluateAll((items) => items.map((item) => (item as HTMLImageElement).complete && (item as HTMLImageElement).naturalWidth > 0))
  }

  /** Waits until React Router has taken over the server-rendered page. */
  async hydrated(): Promise<void> {
    await this.page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: 15_000 })
  }

  /** How many pixels the page is wider than the viewport (0 or less: nothing overflows). */
  horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  }
}
