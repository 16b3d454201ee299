import type { Page } from "playwright-core"
import { beforeEach, describe, expect, inject, it } from "vitest"
import { axeViolations, seriousViolations } from "../measure/axe-audit.ts"
import { browserPerFile, siteUrl } from "./browser.ts"
import { layoutShiftScore, watchLayoutShifts } from "./layout-shifts.ts"
import { ContentPages } from "./pages/content.ts"

const port = inject("appPort")
let page: Page
// The slider moves by itself only for a shopper who does not ask for reduced motion.
const browser = browserPerFile((fresh) => ({ page } = fresh), { offline: true, context: { reducedMotion: "no-preference" } })

const CONTENT_PATHS = ["/warranty", "/about-us", "/terms-and-conditions", "/privacy-policy", "/service"] as const

describe.each([
  {
    tenant: "harbour-nissan",
    slides: ["nissan-x-trail-drive-away", "free-first-service"],
    expired: "stocktake-sale",
    offer: { id: "nissan-x-trail-drive-away", title: "X-Trail Drive-Away Deals", cta: "See the X-Trail offers" },
    emergency: "closed today due to flooding",
    serviceBanner: true,
    salesCounter: true,
    titles: { "/warranty": "Nissan Warranty", "/about-us": "About Us", "/service": "Nissan Servicing" },
    paymentLogos: true,
    cutList: "/blog",
    cutPost: "/blog/choosing-between-x-trail-and-qashqai"
  },
  {
    tenant: "bayside-suzuki",
    slides: ["swift-hybrid-launch"],
    expired: "eofy-sale",
    offer: { id: "swift-hybrid-launch", title: "The New Swift Hybrid Has Landed", cta: "Book a Test Drive" },
    emergency: null,
    serviceBanner: false,
    salesCounter: false,
    titles: { "/warranty": "Warranty", "/about-us": "About Bayside Suzuki", "/service": "Service" },
    paymentLogos: false,
    cutList: "/news",
    cutPost: "/news/jimny-five-door-arrives"
  }
])("promotions and content pages of $tenant", (site) => {
  const url = (path: string) => siteUrl(site.tenant, port, path)
  let content: ContentPages

  beforeEach(() => {
    content = new ContentPages(page)
  })

  async function open(path: string): Promise<number | undefined> {
    const response = await page.goto(url(path))
    return response?.status()
  }

  it("slides only the running promotions and never the ended one", async () => {
    expect(await open("/")).toBe(200)
    expect(await content.slideIds()).toEqual(site.slides)
    expect(await content.slideIds()).not.toContain(site.expired)
  })

  it("works the slider by keyboard and can pause it", async () => {
    await watchLayoutShifts(page)
    await open("/")
    await content.hydrated()
    if (site.slides.length < 2) {
      // One running promotion: a single slide and nothing to move between.
      expect(await content.visibleSlides.count()).toBe(1)
      expect(await content.slider.getByRole("button").count()).toBe(0)
      return
    }
    await content.sliderButton("Pause promotions").waitFor()
    expect(await content.visibleSlides.count()).toBe(1)
    // The server's page already showed one slide: turning into a slider moved nothing below it.
    expect(await layoutShiftScore(page)).toBeLessThan(0.01)
    await content.pressSliderButton("Pause promotions")
    expect(await content.sliderButton("Play promotions").getAttribute("aria-pressed")).toBe("true")
    const before = await content.visibleSlideLabel()
    await content.pressSliderButton("Next promotion")
    const count = site.slides.length
    const number = Number(before?.split(" ")[0])
    expect(await content.visibleSlideLabel()).toBe(`${(number % count) + 1} of ${count}`)
    await content.pressSliderButton("Previous promotion")
    expect(await content.visibleSlideLabel()).toBe(before)
    await content.slider.locator("li.promo-slide:visible a").focus()
    await page.keyboard.press("Enter")
    await page.waitForURL(/\/offers\//)
    expect(await content.heading.textContent()).toBeTruthy()
  })

  it("holds the slider still for a shopper who prefers reduced motion", async () => {
    await browser.inContext({ reducedMotion: "reduce" }, async (still) => {
      await still.goto(url("/"))
      const slider = new ContentPages(still)
      await slider.hydrated()
      if (site.slides.length < 2) return expect(await slider.slider.getByRole("button").count()).toBe(0)
      // Paused from the start: the button offers Play, and the first slide stays.
      await slider.sliderButton("Play promotions").waitFor()
      expect(await slider.sliderButton("Play promotions").getAttribute("aria-pressed")).toBe("true")
      expect(await slider.visibleSlideLabel()).toBe(`1 of ${site.slides.length}`)
    })
  })

  it("shows the banners, the quick links and the sales counter the tenant has", async () => {
    await open("/")
    if (site.emergency) expect(await content.emergencyBanner.textContent()).toContain(site.emergency)
    else expect(await content.emergencyBanner.count()).toBe(0)
    expect(await content.serviceBanner.count()).toBe(site.serviceBanner ? 1 : 0)
    if (site.serviceBanner) {
      expect(await content.serviceBanner.getByRole("link").getAttribute("href")).toBe("/service#service-booking")
    }
    expect(await content.featureTiles.allTextContents()).toEqual(["Latest Offers", "Book Service", "Sell Your Car"])
    if (site.salesCounter) expect(await content.salesCounter.textContent()).toMatch(/^\d{1,3} cars sold today$/)
    else expect(await content.salesCounter.count()).toBe(0)
  })

  it("shows the emergency banner the tenant has on other pages too, until dismissed", async () => {
    // On a phone, where its Dismiss button takes a line of its own.
    await page.setViewportSize({ width: 390, height: 844 })
    await watchLayoutShifts(page)
    await open("/about-us")
    await content.hydrated()
    if (!site.emergency) {
      expect(await content.emergencyBanner.count()).toBe(0)
      return
    }
    expect(await content.emergencyBanner.textContent()).toContain(site.emergency)
    const dismiss = content.emergencyBanner.getByRole("button", { name: "Dismiss" })
    await dismiss.waitFor()
    // The button held its place before script ran: the page did not move when it came.
    expect(await layoutShiftScore(page)).toBeLessThan(0.01)
    await dismiss.click()
    await content.emergencyBanner.waitFor({ state: "detached" })
    // The next page is rendered by the server, which cannot know; the page hides it once scripts run.
    await open("/warranty")
    await content.hydrated()
    await content.emergencyBanner.waitFor({ state: "detached", timeout: 5_000 })
    expect(await content.emergencyBanner.count()).toBe(0)
  })

  it("shows a running offer's page and answers 404 for the ended and an unknown one", async () => {
    expect(await open(`/offers/${site.offer.id}`)).toBe(200)
    expect(await content.heading.textContent()).toBe(site.offer.title)
    expect(await page.getByRole("link", { name: site.offer.cta }).count()).toBe(1)
    expect(await open(`/offers/${site.expired}`)).toBe(404)
    expect(await open("/offers/no-such-offer")).toBe(404)
  })

  it("shows each content page with its title, and the service booking section", async () => {
    for (const path of CONTENT_PATHS) {
      expect(await open(path), path).toBe(200)
      const expected = site.titles[path as keyof typeof site.titles]
      if (expected) expect(await content.heading.textContent(), path).toBe(expected)
      expect(await page.locator("main p").count(), path).toBeGreaterThan(0)
    }
    await open("/service#service-booking")
    expect(await page.locator("#service-booking h2").textContent()).toBe("Book a Service")
    expect(await content.paymentLogos.allTextContents()).toEqual(
      site.paymentLogos ? ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"] : []
    )
  })

  it("cuts post titles at 80 and descriptions at 100 characters, and shows the post in full", async () => {
    await open(site.cutList)
    const titles = await content.postCardTitles.allTextContents()
    const cut = titles.find((title) => title.endsWith("..."))
    expect(cut?.length).toBe(83)
    const descriptions = await content.postCardDescriptions.allTextContents()
    expect(descriptions.find((text) => text.endsWith("..."))?.length).toBe(103)
    await content.postCardTitles.filter({ hasText: cut?.slice(0, 40) ?? "" }).getByRole("link").click()
    await page.waitForURL(url(site.cutPost))
    const full = await content.heading.textContent()
    expect(full?.startsWith(cut?.slice(0, 80) ?? "")).toBe(true)
    expect(full?.length).toBeGreaterThan(80)
    expect(await open(`${site.cutList}/no-such-post`)).toBe(404)
  })

  it("shows every page's content without JavaScript, the slider as a list", async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    try {
      const tab = await noScript.newPage()
      const plain = new ContentPages(tab)
      await tab.goto(url("/"))
      expect(await plain.visibleSlides.count()).toBe(site.slides.length)
      expect(await plain.slider.getByRole("button").count()).toBe(0)
      for (const path of [...CONTENT_PATHS, "/blog", "/news", `/offers/${site.offer.id}`]) {
        const response = await tab.goto(url(path))
        expect(response?.status(), path).toBe(200)
        expect(await plain.heading.isVisible(), path).toBe(true)
      }
    } finally {
      await noScript.close()
    }
  })

  it.each([400, 1200])("has no horizontal overflow at %i px", async (width) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ["/", "/service", site.cutList, site.cutPost, `/offers/${site.offer.id}`]) {
      await open(path)
      await content.hydrated()
      expect(await content.horizontalOverflow(), `${path} at ${width}`).toBeLessThanOrEqual(0)
    }
  })

  it("has no serious accessibility violations", async () => {
    for (const path of ["/", "/service", site.cutList, site.cutPost, `/offers/${site.offer.id}`]) {
      await open(path)
      await content.hydrated()
      expect(seriousViolations(await axeViolations(page)), path).toEqual([])
    }
  })
})
