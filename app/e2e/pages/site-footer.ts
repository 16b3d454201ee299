import type { Page } from "playwright-core"

/** The site footer's rows of links (the tenant's content pages, dealer locator, saved cars; privacy, terms, sitemap). */
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
