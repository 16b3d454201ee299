import type { Page } from "playwright-core"

/** The site footer's row of links (dealer locator, the tenant's content pages, the sitemap). */
export class SiteFooterLinks {
  constructor(private readonly page: Page) {}

  get links() {
    return this.page.locator("footer.site-footer .site-footer__links a")
  }

  /** Each link's address, in order. */
  hrefs(): Promise<string[]> {
    return this.links.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
  }

  link(name: string) {
    return this.page.locator("footer.site-footer .site-footer__links").getByRole("link", { name, exact: true })
  }
}
