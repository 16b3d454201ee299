import type { Page } from "playwright-core"

/** The header's menu button and the navigation it shows and hides on a small screen. */
export class SiteMenu {
  constructor(readonly page: Page) {}

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

  /**
   * The menu as the shopper finds it, read in one round trip: whether the button says it is open,
   * whether its panel shows, the names of the focused element, of the button and of the panel's
   * first control (the one Tab reaches from the button), the call link, and the page's overflow.
   */
  async state(): Promise<MenuState> {
    return this.button.evaluate((button) => {
      const name = (element: Element | null | undefined) => element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? ""
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect()
        const style = getComputedStyle(element)
        return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none"
      }
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "")
      const controls = panel ? Array.from(panel.querySelectorAll("a[href], button, summary, input, select, textarea")) : []
      const phone = document.querySelector("a.site-header__phone")
      return {
        expanded: button.getAttribute("aria-expanded"),
        panelShown: panel !== null && shown(panel),
        focused: name(document.activeElement),
        button: name(button),
        firstControl: name(controls.find(shown)),
        phone: { href: phone?.getAttribute("href") ?? null, label: phone?.getAttribute("aria-label") ?? null },
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth
      }
    })
  }

  /** Waits in the page, frame by frame, until the button says the menu is open (or closed). */
  async waitExpanded(open: boolean): Promise<void> {
    await this.page.waitForFunction(
      (value) => document.querySelector("button.site-header__menu-button")?.getAttribute("aria-expanded") === value,
      String(open),
      { polling: "raf", timeout: 15_000 }
    )
  }

  /** The open menu's first link to a page of the site (Home, on the home page, on a one-brand site). */
  async firstLink() {
    return (await this.panel()).locator('a[href^="/"]').filter({ visible: true }).first()
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

/** What `SiteMenu.state` reads. */
export interface MenuState {
  readonly expanded: string | null
  readonly panelShown: boolean
  readonly focused: string
  readonly button: string
  readonly firstControl: string
  readonly phone: { readonly href: string | null; readonly label: string | null }
  readonly overflow: number
}
