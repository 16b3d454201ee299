import type { Page } from "playwright-core"

/** Reads "$45,990" as 45990; anything else (a no-price text) as null. */
export const dollars = (text: string | null): number | null => {
  const match = /^\$([\d,]+)/.exec((text ?? "").trim())
  return match?.[1] ? Number(match[1].replace(/,/g, "")) : null
}

/** A stock search page (the default search, a condition, make, dealership or the offers page). */
export class StockSearchPage {
  constructor(readonly page: Page) {}

  get heading() {
    return this.page.locator("main.search h1")
  }

  get cards() {
    return this.page.locator("article.car-card")
  }

  get count() {
    return this.page.locator(".search__count")
  }

  get emptyState() {
    return this.page.locator(".empty-card")
  }

  get makeOptions() {
    return this.page.locator(".make-list .facet__option")
  }

  get showCars() {
    return this.page.locator(".search__filters .show-cars")
  }

  get sortSelect() {
    return this.page.getByLabel("Sort by")
  }

  get next() {
    return this.page.locator(".pagination a[rel=next]")
  }

  get previous() {
    return this.page.locator(".pagination a[rel=prev]")
  }

  get paginationText() {
    return this.page.locator(".pagination__text")
  }

  /** A range's number box (not its slider handle, which shares the label). */
  rangeBox(label: string) {
    return this.page.locator(`input.range-form__box[aria-label="${label}"]`)
  }

  cardTitles(): Promise<Array<string>> {
    return this.page.locator("article.car-card .car-card__title").allTextContents()
  }

  async cardPrices(): Promise<Array<number | null>> {
    return (await this.page.locator("article.car-card .price__amount").allTextContents()).map(dollars)
  }

  /** The listed total from "Show Me N cars". */
  async total(): Promise<number> {
    return Number(/\d+/.exec((await this.count.textContent()) ?? "")?.[0] ?? Number.NaN)
  }

  async metaContent(selector: string): Promise<string | null> {
    return this.page.locator(selector).first().getAttribute("content")
  }

  async canonical(): Promise<string | null> {
    return this.page.locator("link[rel=canonical]").getAttribute("href")
  }

  /** Waits until the router has finished the navigation the last action started. */
  async settled(): Promise<void> {
    await this.page.waitForFunction(() => {
      const drawn = document.querySelector("main.search")?.getAttribute("data-location")
      const busy = document.querySelector(".search__results[aria-busy=true]") !== null
      return !busy && drawn === `${window.location.pathname}${window.location.search}`
    })
  }

  /** One facet beside the make list, drawn with the site's selector (`data-selector`: menu, dropdown or select). */
  facet(name: string) {
    return this.page.locator(`.search__filters [data-facet="${name}"]`)
  }

  /** The selectors the page's facets are drawn with. */
  facetSelectors(): Promise<Array<string>> {
    return this.page
      .locator(".search__filters [data-selector]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-selector") ?? ""))
  }

  /** The entries of the result grid in order: "card" or "promo". */
  entryKinds(): Promise<Array<string>> {
    return this.page
      .locator(".card-grid > *")
      .evaluateAll((nodes) => nodes.map((node) => (node.classList.contains("promo-card") ? "promo" : "card")))
  }

  get promoCards() {
    return this.page.locator(".card-grid .promo-card")
  }

  get brandGrid() {
    return this.page.locator("section.brand-grid")
  }

  /** The brand grid's groups by vehicle kind (`data-kind`), each with its heading and tiles. */
  brandGroup(kind: string) {
    return this.brandGrid.locator(`.brand-grid__group[data-kind="${kind}"]`)
  }

  /** Each tile of a brand group as make, count and link. */
  brandTiles(kind: string): Promise<Array<{ make: string; count: number; href: string }>> {
    return this.brandGroup(kind)
      .locator("a.brand-tile")
      .evaluateAll((links) =>
        links.map((link) => ({
          make: link.querySelector(".brand-tile__name")?.textContent ?? "",
          count: Number(/\d+/.exec(link.querySelector(".brand-tile__count")?.textContent ?? "")?.[0] ?? Number.NaN),
          href: link.getAttribute("href") ?? ""
        }))
      )
  }

  /** Whether the page is wider than its viewport. */
  hasHorizontalOverflow(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
  }
}
