import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { axeViolations, seriousViolations } from "../measure/axe-audit.ts"
import { browserPerFile, siteUrl } from "./browser.ts"
import { LocationDetailPage, LocationsListPage } from "./pages/locations.ts"

const port = inject("appPort")
let page: Page
const browser = browserPerFile((fresh) => ({ page } = fresh), { offline: true })

const showroomWeek = ["Mon-Fri 8:30am - 5:30pm", "Sat 9:00am - 4:00pm", "Sun Closed"]

describe.each([
  {
    tenant: "metro-motor-group",
    names: [
      "Metro Toyota Springwood",
      "Metro Mazda Aspley",
      "Metro Hyundai Parramatta",
      "Metro Kia & MG Penrith",
      "Metro Ford Mitsubishi Dandenong",
      "Metro Service Centre Moorabbin",
      "Metro Parts Yatala",
      "Metro Service & Parts Blacktown"
    ],
    heading: "8 Big Locations",
    wide: true,
    swipeHint: false,
    location: { slug: "metro-toyota-springwood", name: "Metro Toyota Springwood", street: "3360 Pacific Highway" },
    maskedPhone: "07 555* ****",
    phone: "07 5550 1011",
    tel: "tel:0755501011",
    rating: { value: "4.6", label: "Rated 4.6 out of 5 from 128 reviews" },
    shown: [
      { author: "Grace H.", value: "5.0" },
      { author: "Anita S.", value: "4.0" }
    ],
    hidden: ["Luke B.", "Chris P."],
    // Its average (4.0) is not above the minimum of 4.
    unrated: "metro-hyundai-parramatta"
  },
  {
    tenant: "coastal-kia",
    names: ["Coastal Kia Southport", "Coastal Kia Robina"],
    heading: "2 Big Locations",
    wide: false,
    swipeHint: true,
    location: { slug: "coastal-kia-southport", name: "Coastal Kia Southport", street: "95 Ferry Road" },
    maskedPhone: "07 555* ****",
    phone: "07 5550 2021",
    tel: "tel:0755502021",
    rating: { value: "4.7", label: "Rated 4.7 out of 5 from 286 reviews" },
    shown: [
      { author: "Priya N.", value: "5.0" },
      { author: "Hannah L.", value: "4.0" },
      { author: "Mei C.", value: "5.0" }
    ],
    hidden: ["Dave M.", "Tom W."],
    // Its average (3.9) is below the minimum of 4.
    unrated: "coastal-kia-robina"
  }
])("$tenant", (expected) => {
  const url = (path: string) => siteUrl(expected.tenant, port, path)
  const detailPaths = ["contact-us", "our-location", "locations"].map((section) => `/${section}/${expected.location.slug}`)

  it("/dealerships lists every location as a card under the section heading", async () => {
    const response = await page.goto(url("/dealerships"))
    expect(response?.status()).toBe(200)
    const list = new LocationsListPage(page)
    expect(await list.heading.textContent()).toBe(expected.heading)
    expect(await list.names.allTextContents()).toEqual(expected.names)
    expect(await list.cardList.getAttribute("class")).toBe(expected.wide ? "location-cards location-cards--wide" : "location-cards")
    expect(await list.swipeHint.count()).toBe(expected.swipeHint ? 1 : 0)
    const card = list.card(expected.location.name)
    expect(await card.locator(".location-card__address").textContent()).toContain(expected.location.street)
    expect(await card.locator(".opening-hours__row").allInnerTexts()).toEqual(showroomWeek.map((row) => row.replace(" ", "\n")))
    expect(await card.locator(".location-card__directions a").getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//)
    expect(await card.locator(".location-card__more a").getAttribute("href")).toBe(`/locations/${expected.location.slug}`)
    // Each card's map loads in the browser once it nears the screen, although no tile can.
    await card.scrollIntoViewIfNeeded()
    await card.locator("[data-testid=locator-map]").waitFor()
  })

  it("shows the swipe hint on small screens only, when there are 3 or fewer locations", async () => {
    if (!expected.swipeHint) {
      await page.goto(url("/dealerships"))
      expect(await new LocationsListPage(page).swipeHint.count()).toBe(0)
      return
    }
    await page.setViewportSize({ width: 400, height: 800 })
    await page.goto(url("/dealerships"))
    const list = new LocationsListPage(page)
    expect(await list.swipeHint.isVisible()).toBe(true)
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await list.swipeHint.isVisible()).toBe(false)
  })

  it("/contact-us lists the locations, links to the enquiry form and to each location under /contact-us", async () => {
    const response = await page.goto(url("/contact-us"))
    expect(response?.status()).toBe(200)
    const list = new LocationsListPage(page)
    expect(await list.title.textContent()).toBe("Contact Us")
    expect(await list.names.allTextContents()).toEqual(expected.names)
    expect(await list.enquiryLink.getAttribute("href")).toBe("/contact")
    const more = list.card(expected.location.name).locator(".location-card__more a")
    expect(await more.getAttribute("href")).toBe(`/contact-us/${expected.location.slug}`)
    await more.click()
    await page.waitForURL(new RegExp(`/contact-us/${expected.location.slug}$`))
    expect(await new LocationDetailPage(page).name.textContent()).toBe(expected.location.name)
  })

  it.each(["contact-us", "our-location", "locations"])("/%s/{slug} shows the location with Mon-Fri grouped hours and Closed", async (section) => {
    const response = await page.goto(url(`/${section}/${expected.location.slug}`))
    expect(response?.status()).toBe(200)
    const detail = new LocationDetailPage(page)
    expect(await detail.name.textContent()).toBe(expected.location.name)
    expect(await detail.address.textContent()).toContain(expected.location.street)
    expect(await detail.hours()).toEqual(showroomWeek)
    expect(await page.title()).toContain(expected.location.name)
  })

  it("answers the site's 404 page for an unknown location", async () => {
    for (const section of ["contact-us", "our-location", "locations"]) {
      const response = await page.goto(url(`/${section}/no-such-location`))
      expect(response?.status()).toBe(404)
      expect(await page.locator("h1").textContent()).toBe("Page not found")
    }
  })

  it("masks the phone until it is clicked, then offers a tel: link", async () => {
    await page.goto(url(`/locations/${expected.location.slug}`))
    const detail = new LocationDetailPage(page)
    await detail.hydrated()
    const button = page.getByRole("button", { name: `Show phone number ${expected.maskedPhone}` })
    await button.click()
    const link = page.getByRole("link", { name: expected.phone, exact: true })
    expect(await link.getAttribute("href")).toBe(expected.tel)
  })

  it("opens the holiday hours dialog by keyboard and closes it with Escape", async () => {
    await page.goto(url(`/locations/${expected.location.slug}`))
    const detail = new LocationDetailPage(page)
    await detail.hydrated()
    await detail.holidayButton.waitFor()
    await detail.holidayButton.focus()
    await page.keyboard.press("Enter")
    await detail.holidayDialog.waitFor()
    const rows = await detail.holidayRows.allInnerTexts()
    expect(rows.some((row) => /24 Dec \d{4}\n10:00am - 2:00pm/.test(row)), rows.join(" | ")).toBe(true)
    expect(rows.some((row) => /25 Dec \d{4}\nClosed/.test(row)), rows.join(" | ")).toBe(true)
    // Focus sits inside the dialog while it is open.
    expect(await page.evaluate(() => document.activeElement?.closest("dialog, [role=dialog]") != null)).toBe(true)
    await page.keyboard.press("Escape")
    await detail.holidayDialog.waitFor({ state: "detached" })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("View Holiday Hours")
  })

  it("lists only reviews rated at least the minimum, with ratings read to one decimal", async () => {
    await page.goto(url(`/locations/${expected.location.slug}`))
    const detail = new LocationDetailPage(page)
    expect(await detail.ratingValue.textContent()).toBe(expected.rating.value)
    expect(await detail.ratingLabel.textContent()).toBe(expected.rating.label)
    expect(await detail.reviewAuthors.allTextContents()).toEqual(expected.shown.map((review) => review.author))
    expect(await detail.reviewValues.allTextContents()).toEqual(expected.shown.map((review) => review.value))
    const text = await detail.reviewsSection.innerText()
    for (const author of expected.hidden) expect(text).not.toContain(author)

    await page.goto(url(`/locations/${expected.unrated}`))
    expect(await new LocationDetailPage(page).reviewsSection.count()).toBe(0)
    expect(await page.locator(".star-rating").count()).toBe(0)
  })

  it("works without JavaScript: cards, hours, a dialling phone link and holiday hours in a details element", async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    try {
      const plain = await noScript.newPage()
      await plain.goto(url("/dealerships"))
      const list = new LocationsListPage(plain)
      expect(await list.names.allTextContents()).toEqual(expected.names)
      await list.card(expected.location.name).locator(".location-card__more a").click()
      await plain.waitForURL(new RegExp(`/locations/${expected.location.slug}$`))
      const detail = new LocationDetailPage(plain)
      expect(await detail.name.textContent()).toBe(expected.location.name)
      expect(await detail.hours()).toEqual(showroomWeek)
      expect(await detail.phone.textContent()).toBe(expected.maskedPhone)
      expect(await detail.phone.getAttribute("href")).toBe(expected.tel)
      expect(await detail.holidayRows.first().isVisible()).toBe(false)
      await detail.holidaySummary.click()
      expect(await detail.holidayRows.first().isVisible()).toBe(true)
      expect((await detail.holidayRows.allInnerTexts()).some((row) => /25 Dec \d{4}\nClosed/.test(row))).toBe(true)
      expect(await detail.reviewAuthors.allTextContents()).toEqual(expected.shown.map((review) => review.author))
      for (const path of ["/contact-us", ...detailPaths]) {
        expect((await plain.goto(url(path)))?.status(), path).toBe(200)
      }
    } finally {
      await noScript.close()
    }
  })

  it("has no serious or critical axe-core violation on the location screens, the dialog open too", async () => {
    const found: Record<string, string[]> = {}
    const audit = async (label: string) => {
      const serious = seriousViolations(await axeViolations(page))
      if (serious.length > 0) found[label] = serious.map((violation) => `${violation.id}: ${violation.targets.join(", ")}`)
    }
    for (const path of ["/dealerships", "/contact-us", ...detailPaths, `/locations/${expected.unrated}`]) {
      await page.goto(url(path), { waitUntil: "networkidle" })
      await audit(path)
    }
    await page.goto(url(`/locations/${expected.location.slug}`), { waitUntil: "networkidle" })
    const detail = new LocationDetailPage(page)
    await detail.hydrated()
    await detail.holidayButton.click()
    await detail.holidayDialog.waitFor()
    await audit("holiday hours dialog")
    expect(found).toEqual({})
  })
})
