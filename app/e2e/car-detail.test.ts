import type { BrowserContext, Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { browserPerFile, keepScreenshot, siteUrl } from "./browser.ts"
import { CarDetailPage, PrintPage } from "./pages/car.ts"
import { SearchPage } from "./pages.ts"

const port = inject("appPort")
let context: BrowserContext
let page: Page
const browser = browserPerFile((fresh) => ({ context, page } = fresh), { context: { acceptDownloads: true } })

// Cars of the seeded fixture stock (deterministic): an available car away from the primary
// showroom, and a sold one that still has its page.
describe.each([
  {
    tenant: "metro-motor-group",
    car: "2021-hyundai-santa-fe-active-crdi-h10645",
    city: "Parramatta",
    phone: "02 5550 1013",
    sold: "2013-toyota-hilux-sr5-t10671",
    stickyBar: null
  },
  {
    tenant: "coastal-kia",
    car: "2026-kia-sorento-sport-k10696",
    city: "Robina",
    phone: "07 5550 2022",
    sold: "2025-kia-seltos-sport-k10769",
    stickyBar: ["Reserve Car Now", "Enquire Now", "Call Now"]
  }
])("vehicle page of $tenant", ({ tenant, car, city, phone, sold, stickyBar }) => {
  const carUrl = (slug = car) => siteUrl(tenant, port, `/cars/${slug}`)

  async function openCar(slug = car): Promise<CarDetailPage> {
    const response = await page.goto(carUrl(slug))
    expect(response?.status()).toBe(200)
    const carPage = new CarDetailPage(page)
    await carPage.hydrated()
    return carPage
  }

  it("renders the whole page on the server, with its SEO head and schema.org Car", async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const staticPage = await noScript.newPage()
    try {
      await staticPage.goto(carUrl())
      const carPage = new CarDetailPage(staticPage)
      const title = await carPage.title.textContent()
      expect(title).toBeTruthy()
      expect(await carPage.price.textContent()).toMatch(/^\$[\d,]+$/)
      const titles = await staticPage.locator("head title").allTextContents()
      expect(titles).toContain(`${title} for sale | ${await new SearchPage(staticPage).siteNameText()}`)
      expect(await carPage.canonical).toMatch(new RegExp(`^https://[^/]+/cars/${car}$`))
      expect(await carPage.metaContent("og:title")).toContain(title ?? "")
      expect(await carPage.metaContent("og:url")).toBe(await carPage.canonical)
      expect(await carPage.metaContent("og:image")).toMatch(/^https:\/\//)
      expect(await carPage.metaContent("description")).toContain(title ?? "")
      expect(await carPage.financeCalculator.count()).toBe(1)
      expect(await staticPage.locator(".feature-banner a").allTextContents()).toEqual([
        "Latest Offers",
        "Book Service",
        "Sell Your Car"
      ])

      const raw = (await carPage.jsonLd.textContent()) ?? ""
      expect(raw).not.toContain("<")
      const json = JSON.parse(raw) as Record<string, any>
      expect(json["@type"]).toBe("Car")
      expect(json["name"]).toBe(title)
      expect(json["vehicleIdentificationNumber"]).toMatch(/^[A-Z0-9]{17}$/)
      expect(json["mileageFromOdometer"]).toMatchObject({ unitCode: "KMT" })
      expect(json["offers"]).toMatchObject({
        priceCurrency: "AUD",
        availability: "https://schema.org/InStock",
        seller: { "@type": "AutoDealer" }
      })
      expect(`$${Number(json["offers"].price).toLocaleString("en-AU")}`).toBe(await carPage.price.textContent())
    } finally {
      await noScript.close()
    }
  })

  it("works the gallery by keyboard: fullscreen, arrow keys, Escape back to the gallery", async () => {
    const carPage = await openCar()
    await carPage.openFullscreen.focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => carPage.fullscreen.isVisible()).toBe(true)
    expect(await carPage.fullscreen.evaluate((dialog) => dialog.matches(":modal"))).toBe(true)
    // Focus moves into the dialog, on its close button.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("dialog-close")
    // The left key wraps round to the last slide (the car's video, if any), the right key back to the first.
    const title = () => carPage.fullscreen.locator("h2").textContent()
    const count = /^Image 1 of (\d+)$/.exec((await title()) ?? "")?.[1]
    expect(count).toBeDefined()
    await page.keyboard.press("ArrowLeft")
    expect(await title()).toBe(`Image ${count} of ${count}`)
    await page.keyboard.press("ArrowRight")
    expect(await page.getByRole("dialog", { name: `Image 1 of ${count}` }).count()).toBe(1)
    await page.keyboard.press("Escape")
    await expect.poll(() => carPage.fullscreen.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("gallery__open")
  })

  it("opens its forms as modal dialogs by keyboard, styled by the theme, and gives focus back on close", async () => {
    const carPage = await openCar()
    await page.locator(".car-page__sidebar a.car-buttons__enquire").focus()
    await page.keyboard.press("Enter")
    const enquire = page.getByRole("dialog", { name: "Enquire Now" })
    await enquire.waitFor()
    // The browser's own modal: the top layer, everything behind it inert.
    expect(await carPage.formDialog.evaluate((dialog) => dialog.matches(":modal"))).toBe(true)
    expect((await carPage.focus()).inDialog).toBe(true)
    // Its fields are the site's, not the browser's 177 px defaults: the theme's type, border and corners.
    const style = await carPage.fieldStyle("dialog.dialog[open] input[type=tel]")
    expect(style.field).toEqual(style.theme)
    expect(style.width).toBeGreaterThan(250)
    // Tab (and Shift+Tab) round every control and back: focus never leaves the dialog.
    const stops = await carPage.formDialog.locator("a[href], button, input:not([type=hidden]), select, textarea").count()
    for (let step = 0; step <= stops; step += 1) {
      await page.keyboard.press("Tab")
      expect((await carPage.focus()).inDialog).toBe(true)
    }
    await page.keyboard.press("Shift+Tab")
    expect((await carPage.focus()).inDialog).toBe(true)
    await page.keyboard.press("Escape")
    await expect.poll(() => carPage.formDialog.count()).toBe(0)
    expect((await carPage.focus()).className).toContain("car-buttons__enquire")

    await page.locator(".car-page__sidebar a.car-buttons__test-drive").click()
    const testDrive = page.getByRole("dialog", { name: "Book a Test Drive" })
    await testDrive.waitFor()
    await testDrive.getByRole("button", { name: "Close", exact: true }).click()
    await expect.poll(() => carPage.formDialog.count()).toBe(0)
    expect((await carPage.focus()).className).toContain("car-buttons__test-drive")
  })

  it("computes a repayment for another loan amount", async () => {
    const carPage = await openCar()
    const before = await carPage.repayment.textContent()
    expect(before).toMatch(/\$[\d,]+/)
    await carPage.loanAmount.fill("10000")
    await carPage.loanAmount.press("Enter")
    await expect.poll(() => carPage.repayment.textContent()).not.toBe(before)
    expect(await carPage.repayment.textContent()).toMatch(/\$[\d,]+/)
  })

  it("estimates delivery for a postcode and explains a wrong one", async () => {
    const carPage = await openCar()
    await carPage.checkDelivery("4000")
    await expect
      .poll(async () => `${await carPage.deliveryForm.locator('[role="status"]').textContent()}|${await carPage.deliveryForm.locator('[role="alert"]').allTextContents()}`)
      .toMatch(/Delivery to .+: \$[\d,]+\||Sorry, we can't provide an estimate for that location/)
    await carPage.checkDelivery("40")
    await expect
      .poll(() => carPage.deliveryForm.locator('[role="alert"]').textContent())
      .toBe("Invalid postcode. Please enter a 4-digit number.")
    await carPage.checkDelivery("")
    await expect.poll(() => carPage.deliveryForm.locator('[role="alert"]').textContent()).toBe("Please enter a postcode.")
  })

  it("shows the phone masked and reveals it on click, logging the reveal", async () => {
    const carPage = await openCar()
    const masked = (await carPage.phone.textContent()) ?? ""
    expect(masked).toContain("*")
    expect(masked).not.toContain(phone)
    const logged = page.waitForRequest((request) => request.url().endsWith("/api/phone-reveals") && request.method() === "POST")
    await carPage.phone.click()
    const request = await logged
    expect(request.postDataJSON()).toMatchObject({ website_id: expect.any(Number), car_id: expect.any(Number) })
    await expect.poll(() => carPage.phone.textContent()).toBe(phone)
    expect(await carPage.phone.getAttribute("href")).toMatch(/^tel:/)
  })

  it("saves the car to favourites, remembered after a reload, and records it as viewed", async () => {
    const carPage = await openCar()
    expect(await carPage.favourite.getAttribute("aria-pressed")).toBe("false")
    await carPage.favourite.click()
    await expect.poll(() => carPage.favourite.getAttribute("aria-pressed")).toBe("true")
    await page.reload()
    await carPage.hydrated()
    await expect.poll(() => carPage.favourite.getAttribute("aria-pressed")).toBe("true")
    const stored = await page.evaluate((prefix) => {
      return {
        favourites: JSON.parse(localStorage.getItem(`${prefix}:FavouritedCars`) ?? "[]") as Array<{ slug: string }>,
        viewed: JSON.parse(localStorage.getItem(`${prefix}:ViewCar`) ?? "[]") as Array<{ id: number; slug?: string }>
      }
    }, tenant)
    expect(stored.favourites.map((favourite) => favourite.slug)).toEqual([car])
    // The viewed entry keeps the slug, so the recently viewed list links back to this page.
    expect(stored.viewed.map((viewed) => viewed.slug)).toEqual([car])
    await page.goto(siteUrl(tenant, port, "/favourites"))
    await expect.poll(() => page.locator(".saved__viewed a").first().getAttribute("href")).toBe(`/cars/${car}`)
  })

  it("opens the printable page in a new tab, with a print stylesheet", async () => {
    const carPage = await openCar()
    const title = await carPage.title.textContent()
    const [printTab] = await Promise.all([context.waitForEvent("page"), carPage.printLink.click()])
    await printTab.waitForLoadState()
    expect(printTab.url()).toMatch(new RegExp(`^${siteUrl(tenant, port, "/print")}\\?car_id=\\d+$`))
    const print = new PrintPage(printTab)
    expect(await print.title.textContent()).toBe(title)
    expect(await print.keyInformation.count()).toBeGreaterThan(4)
    expect(await print.printButton.isVisible()).toBe(true)
    await printTab.emulateMedia({ media: "print" })
    expect(await print.printButton.isVisible()).toBe(false)
    expect(await printTab.locator(".site-header").isVisible()).toBe(false)
  })

  it("downloads the car's PDF from the PDF button", async () => {
    const carPage = await openCar()
    expect(await carPage.pdfButton.textContent()).toBe("Print")
    const [download] = await Promise.all([page.waitForEvent("download"), carPage.pdfButton.click()])
    expect(download.suggestedFilename()).toBe(`${car}.pdf`)
    // The worker's browser is connected to, not launched: its downloads are read as a stream.
    const bytes = Buffer.concat(await (await download.createReadStream()).toArray())
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
    await expect.poll(() => carPage.pdfButton.textContent()).toBe("Print")
  })

  it("shows Preparing... on the PDF button while the PDF is made", async () => {
    const carPage = await openCar()
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/api/cars/*/pdf", async (route) => {
      await held
      await route.continue()
    })
    await carPage.pdfButton.click()
    await expect.poll(() => carPage.pdfButton.textContent()).toBe("Preparing...")
    expect(await carPage.pdfButton.isDisabled()).toBe(true)
    release()
    await expect.poll(() => carPage.pdfButton.textContent()).toBe("Print")
  })

  it("announces where the car is, shows the sticky header after 500 px and the tenant's bottom bar after 900 px", async () => {
    const carPage = await openCar()
    expect(await carPage.announcement.textContent()).toContain(`Located at ${city}`)
    expect(await carPage.announcement.locator("a").getAttribute("href")).toBe("#vehicle-map")
    expect(await page.locator("#vehicle-map").count()).toBe(1)
    expect(await carPage.stickyHeader.getAttribute("data-shown")).toBeNull()
    expect(await carPage.stickyBar.count()).toBe(stickyBar ? 1 : 0)
    await page.evaluate(() => window.scrollTo(0, 700))
    await expect.poll(() => carPage.stickyHeader.getAttribute("data-shown")).toBe("true")
    if (stickyBar) {
      // Past the header's 500 px but not the bar's 900 px: the bar stays down, out of reach.
      expect(await carPage.stickyBar.getAttribute("data-shown")).toBeNull()
      expect(await carPage.stickyBar.locator("a").first().isVisible()).toBe(false)
      await page.evaluate(() => window.scrollTo(0, 950))
      await expect.poll(() => carPage.stickyBar.getAttribute("data-shown")).toBe("true")
      expect(await carPage.stickyBar.locator("a").allTextContents()).toEqual(stickyBar)
      expect(await carPage.stickyBar.locator("a").last().getAttribute("href")).toBe(`tel:${phone.replaceAll(" ", "")}`)
      // Its Enquire Now opens the page's dialog.
      await carPage.stickyBar.getByRole("link", { name: "Enquire Now" }).click()
      await page.getByRole("dialog", { name: "Enquire Now" }).waitFor()
      await page.keyboard.press("Escape")
      await expect.poll(() => carPage.formDialog.count()).toBe(0)
    }
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => carPage.stickyHeader.getAttribute("data-shown")).toBeNull()
    if (stickyBar) await expect.poll(() => carPage.stickyBar.getAttribute("data-shown")).toBeNull()
  })

  it("shows a sold car's SOLD notice and only Find Me Something Similar", async () => {
    const carPage = await openCar(sold)
    expect(await carPage.soldNotice.textContent()).toMatch(
      /^Unfortunately this .+ recently sold\. But don't worry, we can help you find a similar .+!$/
    )
    expect(await carPage.sidebarButtons.allTextContents()).toEqual(["Find Me Something Similar"])
    expect(await carPage.financeCalculator.count()).toBe(0)
    expect(await carPage.phone.count()).toBe(0)
    const json = JSON.parse((await carPage.jsonLd.textContent()) ?? "") as { offers: { availability: string } }
    expect(json.offers.availability).toBe("https://schema.org/SoldOut")
  })

  it("lists similar cars or links to a filtered search", async () => {
    await openCar()
    const section = page.locator(".similar-cars")
    expect(await section.locator("#similar-cars").textContent()).toBe("Similar Cars")
    const link = await section.locator(".similar-cars__search").getAttribute("href")
    expect(link).toMatch(/^\/search\/new-used-and-demo-cars\?.*make=/)
    const cards = section.locator("article.car-card")
    expect(await cards.count()).toBeGreaterThan(0)
    expect(await cards.count()).toBeLessThanOrEqual(6)
    // The search results' card, buttons and all: no bullets, each button a bordered box.
    const button = cards.first().locator(".car-card__button").first()
    expect(await cards.first().locator(".car-card__buttons").evaluate((list) => getComputedStyle(list).listStyleType)).toBe("none")
    expect(await button.evaluate((link) => getComputedStyle(link).borderTopStyle)).toBe("solid")
    expect(await button.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe("none")
  })

  it.each([400, 1200])("has no horizontal overflow at %i px", async (width) => {
    await page.setViewportSize({ width, height: 900 })
    const carPage = await openCar()
    expect(await carPage.horizontalOverflow()).toBeLessThanOrEqual(0)
    if (width < 600) {
      // On a phone the price and calls to action come before the share buttons, and the sticky
      // header keeps its call to action.
      const top = (selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().top)
      expect(await top(".car-page__sidebar .car-buttons")).toBeLessThan(await top(".car-share-bar"))
      await page.evaluate(() => window.scrollTo(0, 700))
      await expect.poll(() => carPage.stickyHeader.locator("a.button").isVisible()).toBe(true)
    }
    await keepScreenshot(page, `car-detail-${tenant}-${width}`, { fullPage: true })
    const soldPage = await openCar(sold)
    expect(await soldPage.horizontalOverflow()).toBeLessThanOrEqual(0)
  })
})
