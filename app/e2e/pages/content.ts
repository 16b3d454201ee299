import type { Page } from "playwright-core"

/** The home page's promotions and the content, offer and post pages. */
export class ContentPages {
  constructor(private readonly page: Page) {}

  get slider() {
    return this.page.locator("section.promo-slider")
  }

  /** Every slide, shown or not. */
  get slides() {
    return this.slider.locator("li.promo-slide")
  }

  /** The slides the shopper can see now. */
  get visibleSlides() {
    return this.slider.locator("li.promo-slide:visible")
  }

  async slideIds(): Promise<string[]> {
    return this.slides.evaluateAll((items) => items.map((item) => item.getAttribute("data-slide") ?? ""))
  }

  /** The label ("2 of 3") of the one slide showing. */
  async visibleSlideLabel(): Promise<string | null> {
    return this.visibleSlides.getAttribute("aria-label")
  }

  sliderButton(name: string) {
    return this.slider.getByRole("button", { name, exact: true })
  }

  /** Presses a slider button from the keyboard: focus it, then Enter. */
  async pressSliderButton(name: string): Promise<void> {
    const button = this.sliderButton(name)
    await button.focus()
    await this.page.keyboard.press("Enter")
  }

  get emergencyBanner() {
    return this.page.locator(".site-banner--emergency")
  }

  get serviceBanner() {
    return this.page.locator(".site-banner--service")
  }

  get featureTiles() {
    return this.page.locator(".feature-tile")
  }

  get salesCounter() {
    return this.page.locator(".sales-counter")
  }

  get heading() {
    return this.page.locator("main h1")
  }

  get paymentLogos() {
    return this.page.locator(".payment-logo")
  }

  get postCardTitles() {
    return this.page.locator(".post-card__title")
  }

  get postCardDescriptions() {
    return this.page.locator(".post-card__description")
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
