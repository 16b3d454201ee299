import type { Page } from "playwright-core"

/** The header's menu button and the navigation it shows and hides on a small screen. */
export class SiteMenu {
  constructor(private readonly page: Page) {}

  get button() {
    return this.page.locator("button.site-header__menu-button")
  }

  /** The element the button controls, found by its `aria-controls`. */
  async panel() {
    const id = await this.button.getAttribute("aria-controls")
    return this.page.locator(`[id="${id ?? ""}"]`)
  }

  get navigation() {
    return this.page.getByRole("navigation", { name: "Main" })
  }

  link(label: string) {
    return this.navigation.getByRole("link", { name: label, exact: true })
  }

  get phone() {
    return this.page.locator("a.site-header__phone")
  }

  async expanded(): Promise<string | null> {
    return this.button.getAttribute("aria-expanded")
  }

  /** The accessible text of the focused element: its label, else its text. */
  async focused(): Promise<string> {
    return this.page.evaluate(
      () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim() ?? ""
    )
  }

  /** A point of the page's content that is no control, for a tap outside the header. */
  async blankSpot(): Promise<{ x: number; y: number }> {
    const spot = await this.page.evaluate(() => {
      for (let y = window.innerHeight - 20; y > 0; y -= 20) {
        for (let x = 10; x < window.innerWidth; x += 40) {
          const element = document.elementFromPoint(x, y)
          const control = "a, button, input, select, textarea, summary, label, [tabindex]:not(#main-content)"
          if (element?.closest("#main-content") && !element.closest(control)) return { x, y }
        }
      }
      return null
    })
    if (spot === null) throw new Error("No blank spot on the page to tap")
    return spot
  }

  async hydrated(): Promise<void> {
    await this.page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: 15_000 })
  }

  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  }
}
