import type { Page } from "playwright-core"

/** The site header's dropdowns: a group's brand mega-menu and the one-brand menus. */
export class HeaderMenus {
  constructor(private readonly page: Page) {}

  get header() {
    return this.page.locator("header.site-header")
  }

  /** Whether the header carries the spec's 'dropdown-open' marker. */
  async markedOpen(): Promise<boolean> {
    return this.header.evaluate((element) => element.classList.contains("dropdown-open"))
  }

  dropdown(menu: string) {
    return this.page.locator(`details.header-dropdown[data-menu="${menu}"]`)
  }

  toggle(menu: string) {
    return this.dropdown(menu).locator("summary")
  }

  panel(menu: string) {
    return this.dropdown(menu).locator(".header-dropdown__panel")
  }

  async isOpen(menu: string): Promise<boolean> {
    return this.dropdown(menu).evaluate((element) => (element as HTMLDetailsElement).open)
  }

  get brandTiles() {
    return this.panel("brands").locator("a.brand-tile")
  }

  get mainNavigation() {
    return this.page.locator("nav.site-nav > ul > li")
  }

  /** The main navigation's entries: a link's text, or a dropdown's toggle text. */
  async mainNavigationLabels(): Promise<string[]> {
    return this.mainNavigation.evaluateAll((items) =>
      items.map((item) => (item.querySelector(":scope > a, :scope > details > summary")?.textContent ?? "").trim())
    )
  }

  async focusedText(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.textContent?.trim() ?? "")
  }

  async hydrated(): Promise<void> {
    await this.page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: 15_000 })
  }

  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  }
}

/** The footer's titled columns (the one-brand footer). */
export class FooterGroups {
  constructor(private readonly page: Page) {}

  get groups() {
    return this.page.locator("footer .site-footer__group")
  }

  async columns(): Promise<Array<[string, string[]]>> {
    return this.groups.evaluateAll((groups) =>
      groups.map((group): [string, string[]] => [
        group.querySelector("h2")?.textContent?.trim() ?? "",
        [...group.querySelectorAll("a")].map((link) => link.textContent?.trim() ?? "")
      ])
    )
  }
}

/** /brands, a brand's overview and a group's fixed pages. */
export class GroupPages {
  constructor(private readonly page: Page) {}

  get title() {
    return this.page.locator("main.group-page h1")
  }

  get sections() {
    return this.page.locator("main section.brand-grid")
  }

  /** Each section's heading and its tiles' names and targets. */
  async brandGrid(): Promise<Array<{ heading: string; tiles: Array<[string, string]> }>> {
    return this.sections.evaluateAll((sections) =>
      sections.map((section) => ({
        heading: section.querySelector("h2")?.textContent?.trim() ?? "",
        tiles: [...section.querySelectorAll("a.brand-tile")].map((tile): [string, string] => [
          tile.querySelector(".brand-tile__name")?.textContent?.trim() ?? "",
          tile.getAttribute("href") ?? ""
        ])
      }))
    )
  }

  async claims(): Promise<string[]> {
    return this.page
      .locator("main .group-claims__item")
      .evaluateAll((items) => items.map((item) => item.textContent?.replace(/\s+/g, " ").trim() ?? ""))
  }

  get locations() {
    return this.page.locator(".brand-overview__locations a")
  }

  link(name: string) {
    return this.page.locator("main").getByRole("link", { name, exact: true })
  }
}
