import type { Locator, Page } from "playwright-core"

/** /models/{slug}: a model page and its colour picker, lists and cards. */
export class ModelPage {
  constructor(private readonly page: Page) {}

  get name() {
    return this.page.locator("main.model-page h1")
  }

  get variantTabs() {
    return this.page.locator(".model-colour-picker [role=tablist]").first().locator("[role=tab]")
  }

  get selectedVariantTab() {
    return this.page.locator('.model-colour-picker [role=tablist]:not(.model-tabs--body-styles) [role=tab][aria-selected="true"]')
  }

  get bodyStyleTabs() {
    return this.page.locator(".model-tabs--body-styles [role=tab]")
  }

  get selectedBodyStyleTab() {
    return this.page.locator('.model-tabs--body-styles [role=tab][aria-selected="true"]')
  }

  get swatches() {
    return this.page.locator(".model-colour-picker [role=radiogroup] [role=radio]")
  }

  get checkedSwatch() {
    return this.page.locator('.model-colour-picker [role=radio][aria-checked="true"]')
  }

  get colourName() {
    return this.page.locator(".model-colour-picker__name")
  }

  get colourImage() {
    return this.page.locator(".model-colour-picker__image")
  }

  get nextColour() {
    return this.page.locator(".model-colour-picker__arrow").last()
  }

  get specs() {
    return this.page.locator(".model-specs__item")
  }

  get brochureLink() {
    return this.page.locator("a.model-specs__brochure")
  }

  get gallerySlides() {
    return this.page.locator(".model-gallery [aria-roledescription=slide]")
  }

  get driverAssistanceItems() {
    return this.page.locator(".driver-assistance__item")
  }

  get seeRest() {
    return this.page.locator("a.driver-assistance__see-rest")
  }

  get variantCards() {
    return this.page.locator("article.variant-card")
  }

  get variantActions() {
    return this.page.locator("a.variant-card__action")
  }

  get registerInterestSection() {
    return this.page.locator("#register-interest-form")
  }

  get ownerBenefits() {
    return this.page.locator(".owner-benefit")
  }

  get discoverItems() {
    return this.page.locator(".discover__item")
  }

  variantTab(label: string): Locator {
    return this.variantTabs.filter({ hasText: label })
  }

  swatch(name: string): Locator {
    return this.page.locator(`.model-colour-picker [role=radio][aria-label="${name}"]`)
  }

  /** Waits until React runs the page: its picker's links answer clicks in place. */
  async hydrated(): Promise<void> {
    await this.page.waitForFunction(
      () => {
        const swatch = document.querySelector(".model-colour-picker [role=radio]")
        return swatch !== null && Object.keys(swatch).some((key) => key.startsWith("__reactProps"))
      },
      undefined,
      { timeout: 15_000 }
    )
  }

  /** Whether the page scrolls sideways at the current viewport width. */
  horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  }

  /** The name of the element that has keyboard focus. */
  focusedLabel(): Promise<string | null> {
    return this.page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? null)
  }
}
